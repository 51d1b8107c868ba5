# \* and REGEX outside a case value
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL a \* b
011 1.0 L=APPL \*
012 1.0 L=APPL a, /b/
013 1.0 L=APPL { x, /y/ }
014 1.0 L=APPL a\\*d
015 1.0 L=APPL X2, 1 a, 2 \*
=== stderr
tpl.fmt:1:18: error: wildcard outside SWITCH
010 1.0 L=APPL a \* b
                 ^
tpl.fmt:2:16: error: wildcard outside SWITCH
011 1.0 L=APPL \*
               ^
tpl.fmt:3:19: error: regex outside SWITCH
012 1.0 L=APPL a, /b/
                  ^
tpl.fmt:4:21: error: regex outside SWITCH
013 1.0 L=APPL { x, /y/ }
                    ^
tpl.fmt:5:18: error: wildcard outside SWITCH
014 1.0 L=APPL a\\*d
                 ^
tpl.fmt:6:27: error: wildcard outside SWITCH
015 1.0 L=APPL X2, 1 a, 2 \*
                          ^
tpl.fmt: 0 templates, 6 errors, 0 warnings
=== status
3
