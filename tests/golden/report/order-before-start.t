# Time order is elapsed order: (ticks - start ticks) as a signed difference.  The copy -r
# writes has start ticks 0 and ticks = ns since the start, so a record before the start
# (here 1,848 ns before it) has ticks near 2^64; compared as unsigned numbers they put it
# after every other record, and the copy's report moved it to the end (with a negative
# DELTA_MSEC), silently (difftest seed 13).  The same in the three ways a report finds the
# order: the pre-pass's spans, its serial scan (TRCFMT_ORDER_SPAN=0), and the reorder
# window of a pipe.
=== cmd
trcasm -o t.trc in.txt || exit 99
trcrpt -h --quiet -t s.fmt t.trc
trcrpt --quiet -r -o c.trc -t s.fmt t.trc || exit 98
trcasm -d c.trc | grep '^ev'
trcrpt -h --quiet -t s.fmt c.trc
TRCFMT_ORDER_SPAN=0 trcrpt -h --quiet -t s.fmt c.trc
trcrpt -h --quiet -t s.fmt - < c.trc
=== file s.fmt
010 1.0 L=APPL "ten"
011 1.0 L=APPL "eleven"
=== file in.txt
trcasm 1
start 1000000000 1848
records
ev t=0 hw=01000000
ev t=2143 hw=01100000
ev t=3000 hw=01000000
=== stdout
010       -0.000001848       0.000000  ten
011        0.000000295       0.002143  eleven
010        0.000001152       0.000857  ten
ev t=18446744073709549768 cpu=0 pid=0 tid=0 hw=01000000
ev t=295 cpu=0 pid=0 tid=0 hw=01100000
ev t=1152 cpu=0 pid=0 tid=0 hw=01000000
010       -0.000001848       0.000000  ten
011        0.000000295       0.002143  eleven
010        0.000001152       0.000857  ten
010       -0.000001848       0.000000  ten
011        0.000000295       0.002143  eleven
010        0.000001152       0.000857  ten
010       -0.000001848       0.000000  ten
011        0.000000295       0.002143  eleven
010        0.000001152       0.000857  ten
