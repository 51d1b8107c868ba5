# -j / --list-templates (REPORT.md §1.1): one line per template in hook-id order, the ID
# left-aligned in 6 columns, then the label without @; no trailing blank; exit 0; no input is
# read; a template file with syntax errors gives exit 3
=== cmd
trcrpt -j -t lt.fmt no-such-input; echo "status $?"
trcrpt --list-templates --templates=lt.fmt | grep -c " \$"
trcrpt -j -t bad.fmt; echo "status $?"
=== file lt.fmt
# -j listing: ID order, 6 columns, label without @, no trailing blank for an empty label
0FF 1.0 "@HIDDEN LABEL" X4
010 1.0 L=APPL "USER EVENT" U4
1234 1.0 L=KERN WIDE X4
10020 1.0 "foreign five"
011 1.0 L=APPL G4 X1
012 1.0 ""
00A 1.0 L=KERN "TRACE UTIL" $D1
=== file bad.fmt
010 1.0 L=BOGUS "x"
=== stdout
00A   TRACE UTIL
010   USER EVENT
011
012
0FF   HIDDEN LABEL
1234  WIDE
10020 foreign five
status 0
0
status 3
=== stderr
bad.fmt:1:9: error: unknown level 'L=BOGUS'
010 1.0 L=BOGUS "x"
        ^
