# a user function called with more arguments than parameters (defined later in the file); fewer is fine
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
041 1.0 L=APPL a ipv4($D1, $D2) b
042 1.0 L=APPL ipv4() ipv4($D1)
040 1.0 L=APPL "" {{ ipv4($a) $a%D1 }}
=== stderr
tpl.fmt:1:18: error: wrong number of arguments to ipv4
041 1.0 L=APPL a ipv4($D1, $D2) b
                 ^
tpl.fmt: 2 templates, 1 error, 0 warnings
=== status
3
