# -r (docs/ref/report.md §4.2): the first input's byte order, env and TLVs except the producer
# (replaced by 'trcrpt -r'), timebase 1/1 with ticks = ns since the start (3/2 ticks here),
# sync interval 1 MiB; envelopes (namespace, NOTS flag, unknown pid/tid) and format buffers
# copied; -C 0 keeps only the CPU 0 records.  The NOTS record was reported with the time of
# the CPU 1 record before it (3000 ns), which -C 0 leaves out: that copy writes it with its
# time and without NOTS, so that its report gives the same time (the copy of all records,
# last, keeps the flag: docs/report.md, "-r")
=== cmd
T="$top_srcdir/templates/system.tmpl"
trcasm -o in.trc r.txt && trcrpt --quiet -t "$T" -r -C 0 -o out.trc in.trc && trcasm -d out.trc && trcrpt --quiet -t "$T" -r in.trc | trcasm -d - | tail -n 5
=== file r.txt
trcasm 1
byteorder little
env 64
timebase 3 2
start 1709294400000000000 1000
cpus 4
syncinterval 0
hflags 0x1
sysname "Linux"
producer "libtrc 1.0"
buffering "circular 4 x 64 KiB"
ipaddr "10.0.0.7"
attr "service" "webd"
records
ev t=2000 cpu=0 pid=42 tid=43 hw=010A0000 d=00000007
ev t=3000 cpu=1 pid=42 tid=44 hw=8000000812340005 d=00000000DEADBEEF
ev t=3000 cpu=1 pid=42 tid=44 ns=2 hw=8000000812340005 d=0000000000000001
ev t=5000 cpu=0 pid=- tid=- ef=0x2 hw=010A0000 d=00000008
ev t=4000 cpu=1 pid=42 tid=44 hw=010A0000 d=00000009
=== stdout
trcasm 1
byteorder little
env 64
timebase 1 1
start 1709294400000000000 0
cpus 4
syncinterval 1048576
hflags 0x1
sysname "Linux"
buffering "circular 4 x 64 KiB"
ipaddr "10.0.0.7"
attr "service" "webd"
producer "trcrpt -r"
records
ev t=1500 cpu=0 pid=42 tid=43 hw=010A0000 d=00000007
ev t=3000 cpu=0 pid=- tid=- hw=010A0000 d=00000008
ev t=1500 cpu=0 pid=42 tid=43 hw=010A0000 d=00000007
ev t=3000 cpu=1 pid=42 tid=44 hw=8000000812340005 d=00000000DEADBEEF
ev t=3000 cpu=1 pid=42 tid=44 ns=2 hw=8000000812340005 d=0000000000000001
ev t=3000 cpu=0 pid=- tid=- ef=0x2 hw=010A0000 d=00000008
ev t=4500 cpu=1 pid=42 tid=44 hw=010A0000 d=00000009
