# The header: `Start time unknown` for a trace without a start time (a trcasm text without a
# `start` line); with -v a `Start:` line gives the start time to the nanosecond in the form
# -s and -e take, so a sub-second window can be written from it
=== cmd
trcasm -o u.trc u.txt && trcasm -o k.trc k.txt
trcrpt --quiet -t t.tmpl u.trc
trcrpt --quiet -v -t t.tmpl k.trc 2>/dev/null
trcrpt --quiet -h -t t.tmpl -s 2024-03-01T12:00:00.250000002Z k.trc
=== file t.tmpl
010 1.0 "X"
=== file u.txt
trcasm 1
records
ev t=1 cpu=0 pid=1 tid=1 hw=010E0000 d=1
=== file k.txt
trcasm 1
start 1709294400250000001 0
records
ev t=0 cpu=0 pid=1 tid=1 hw=010E0000 d=1
ev t=1 cpu=0 pid=1 tid=1 hw=010E0000 d=2
ev t=2 cpu=0 pid=1 tid=1 hw=010E0000 d=3
=== stdout
Start time unknown

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010        0.000000001       0.000000                  X
Fri Mar  1 12:00:00 2024 UTC
Source: trclog, big-endian, env 32, 1 cpus, timebase 1/1, file k.trc
Start: 2024-03-01T12:00:00.250000001Z

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010        0.000000000       0.000000                  X
010        0.000000001       0.000001                  X
010        0.000000002       0.000001                  X
010        0.000000001       0.000000                  X
010        0.000000002       0.000001                  X
