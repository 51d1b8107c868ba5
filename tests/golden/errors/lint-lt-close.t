# issue 33 item 15: '>>' after a closed << >> block prints as text: -c warns; a '>>'
# with no << block before it in the sequence is left alone
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL << $x = 1 >> y >>
011 1.0 L=APPL a >> b
=== stderr
tpl.fmt:1:31: warning: '>>' after a closed << >> block prints as text
010 1.0 L=APPL << $x = 1 >> y >>
                              ^
tpl.fmt: 2 templates, 0 errors, 1 warning
