# BITFLAGS structure: expected comma / flag value / flag text, subjects
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL BITFLAGS X1 r
011 1.0 L=APPL BITFLAGS X1,
012 1.0 L=APPL BITFLAGS X1, 01
013 1.0 L=APPL BITFLAGS X1, & 01
014 1.0 L=APPL BITFLAGS X1, & 0C 04
015 1.0 L=APPL BITFLAGS X1, 01 a,
016 1.0 L=APPL BITFLAGS
017 1.0 L=APPL BITFLAGS foo, 1 a
018 1.0 L=APPL BITFLAGS X1, "1" a
=== stderr
tpl.fmt:1:28: error: expected comma
010 1.0 L=APPL BITFLAGS X1 r
                           ^
tpl.fmt:2:28: error: expected flag value
011 1.0 L=APPL BITFLAGS X1,
                           ^
tpl.fmt:3:31: error: expected flag text
012 1.0 L=APPL BITFLAGS X1, 01
                              ^
tpl.fmt:4:33: error: expected flag value
013 1.0 L=APPL BITFLAGS X1, & 01
                                ^
tpl.fmt:5:36: error: expected flag text
014 1.0 L=APPL BITFLAGS X1, & 0C 04
                                   ^
tpl.fmt:6:34: error: expected flag value
015 1.0 L=APPL BITFLAGS X1, 01 a,
                                 ^
tpl.fmt:7:24: error: unexpected end of line, expected format code or $name
016 1.0 L=APPL BITFLAGS
                       ^
tpl.fmt:8:25: error: unexpected 'foo', expected format code or $name
017 1.0 L=APPL BITFLAGS foo, 1 a
                        ^
tpl.fmt:9:29: error: expected flag value
018 1.0 L=APPL BITFLAGS X1, "1" a
                            ^
tpl.fmt: 0 templates, 9 errors, 0 warnings
=== status
3
