# Time arithmetic at the ends of the range (issue 13 findings, docs/fuzzing.md): a start wall
# clock near INT64_MIN prints its date (floor division, no negation overflow); a 006 whose
# window (D4 ticks x time base) runs past the end of the time range ends its loss window at
# the largest time (scaled and added saturating, no 128->64-bit wrap).  The -v `Start:` line
# of the same start takes the time of day as a floor remainder (found by fuzz-cli: days x
# 86400 s in ns overflowed below INT64_MIN).
=== file w.txt
trcasm 1
byteorder big
env 32
timebase 4294967295 1
start -9223372036854775807 0
cpus 1
records
ev t=2147483000 cpu=0 pid=1 tid=1 hw=006E0001 d=FFFFFFFF,0,0,FFFFFFFF,0
ev t=2147483001 cpu=0 pid=1 tid=1 hw=006E0001 d=2,0,0,0,0
=== cmd
trcasm -o w.trc w.txt && trcrpt w.trc 2>&1 | head -1 && trcrpt -h w.trc && trcrpt -v --quiet w.trc 2>&1 | grep -e '^Start:' -e 'runtime error'
=== stdout
Tue Sep 21 00:12:43 1677 UTC
006    9223369251.568485000       0.000000                  LOST EVENTS 4294967295 events lost (buffer full)
006    9223369255.863452295    4294.967295                  LOST EVENTS 2 events lost (buffer full)
Start: 1677-09-21T00:12:43.145224193Z
=== stderr
trcrpt: summary: events=2 printed=2 filtered=0 lost=4294967297 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 9223369251.568485000-9223372036.854775807(4294967295) 9223369255.863452295-9223369255.863452295(2)
