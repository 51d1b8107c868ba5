# BITFLAGS values and masks and SWITCH masks that do not parse in the base: warning
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL BITFLAGS X1, 0G bad, & 0Z 01 m, 01 ok
011 1.0 L=APPL X2 & 0xZZ, 1 a
012 1.0 L=APPL BITFLAGS U2, 12 twelve, 0x10 hex, 1A bad
=== stderr
tpl.fmt:1:29: warning: flag value '0G' is not a base-16 number
010 1.0 L=APPL BITFLAGS X1, 0G bad, & 0Z 01 m, 01 ok
                            ^
tpl.fmt:1:39: warning: mask '0Z' is not a base-16 number
010 1.0 L=APPL BITFLAGS X1, 0G bad, & 0Z 01 m, 01 ok
                                      ^
tpl.fmt:2:21: warning: mask '0xZZ' is not a base-16 number
011 1.0 L=APPL X2 & 0xZZ, 1 a
                    ^
tpl.fmt:3:50: warning: flag value '1A' is not a base-10 number
012 1.0 L=APPL BITFLAGS U2, 12 twelve, 0x10 hex, 1A bad
                                                 ^
tpl.fmt: 3 templates, 0 errors, 4 warnings
=== status
0
