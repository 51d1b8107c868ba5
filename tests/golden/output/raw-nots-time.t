# -r: a NOTS record is reported with the time of the record before it in its input; read
# back, the copy gives it the time of the record before it in the copy.  When the two
# differ (the record before it filtered out, here by -d; another input's before it with
# -m), the copy writes its time without NOTS, so that the copy reports it at the same
# time (it was reported at 0.000005 and the copy's report moved it to 0.000001, silently).
# The NOTS record right after a written one keeps its flag (ef=0x2 in the dump).
=== cmd
trcasm -o f.trc f.txt || exit 99
trcrpt -h -d 011 -t f.fmt f.trc
trcrpt --quiet -d 011 -r -o c.trc -t f.fmt f.trc && trcrpt -h --quiet -t f.fmt c.trc
trcasm -d c.trc | grep '^ev'
=== file f.fmt
010 1.0 L=APPL "ten"
011 1.0 L=APPL "eleven"
=== file f.txt
trcasm 1
records
ev t=1000 hw=01100000
ev t=5000 hw=01000000
ev t=9000 hw=01100000 ef=0x2
ev t=12000 hw=01100000
ev t=15000 hw=01100000 ef=0x2
=== stdout
011        0.000001000       0.000000  eleven
011        0.000005000       0.004000  eleven
011        0.000012000       0.007000  eleven
011        0.000012000       0.000000  eleven
011        0.000001000       0.000000  eleven
011        0.000005000       0.004000  eleven
011        0.000012000       0.007000  eleven
011        0.000012000       0.000000  eleven
ev t=1000 cpu=0 pid=0 tid=0 hw=01100000
ev t=5000 cpu=0 pid=0 tid=0 hw=01100000
ev t=12000 cpu=0 pid=0 tid=0 hw=01100000
ev t=12000 cpu=0 pid=0 tid=0 ef=0x2 hw=01100000
=== stderr
trcrpt: summary: events=5 printed=4 filtered=1 lost=0 short=0 unknown=0 faults=0 skipped=0
