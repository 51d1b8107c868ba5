# issue 33 item 5: a SWITCH subject without its ',' is reported where the ',' is missing,
# not at the wildcard on a later line
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $D1 1 {{ $x = 1 }}, \
    2 {{ $x = 2 }}, \
    \* {{ $x = 3 }}
=== stderr
tpl.fmt:1:19: error: expected ',' after the SWITCH subject (its cases follow)
010 1.0 L=APPL $D1 1 {{ $x = 1 }}, \
                  ^
tpl.fmt: 0 templates, 1 error, 0 warnings
=== status
3
