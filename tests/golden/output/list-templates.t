# -j / --list-templates (docs/ref/report.md §1.1): one line per template in hook-id order, the ID
# left-aligned in 6 columns, then the label without @; no trailing blank; exit 0; no input is
# read; a template file with syntax errors gives exit 3.  The built-in layer (internal hooks
# 001-00F but 008) lies under every set, so it is listed; -v marks it
=== cmd
trcrpt -j -t lt.fmt no-such-input; echo "status $?"
trcrpt --list-templates --templates=lt.fmt | grep -c " \$"
trcrpt -j -t bad.fmt; echo "status $?"
trcrpt -j -v -t lt.fmt | head -n 7
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
001   TRACE ON
002   TRACE OFF
003   TRACE HEADER
005   LOGFILE WRAPAROUND
006   LOST EVENTS
00A   TRACE UTIL
00C   READER RESYNC
010   USER EVENT
011
012
0FF   HIDDEN LABEL
1234  WIDE
10020 foreign five
status 0
0
status 3
001   TRACE ON (built-in)
002   TRACE OFF (built-in)
003   TRACE HEADER (built-in)
005   LOGFILE WRAPAROUND (built-in)
006   LOST EVENTS (built-in)
00A   TRACE UTIL
00C   READER RESYNC (built-in)
=== stderr
bad.fmt:1:9: error: unknown level 'L=BOGUS'
010 1.0 L=BOGUS "x"
        ^
