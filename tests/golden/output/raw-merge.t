# -m -r (docs/ref/report.md §4.1, §4.2): records of two inputs merged by wall clock; ticks = ns since
# the earliest start (b.trc starts 1 us before a.trc); header and TLVs of the first input;
# the largest CPU count
=== cmd
trcasm -o a.trc a.txt && trcasm -o b.trc b.txt && trcrpt --quiet -m -r -o m.trc a.trc b.trc && trcasm -d m.trc
=== file a.txt
trcasm 1
byteorder big
start 1709294400000001000 0
sysname "hostA"
records
ev t=0 cpu=0 pid=1 tid=1 hw=010A0000 d=00000001
ev t=2000 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file b.txt
trcasm 1
byteorder big
start 1709294400000000000 500
cpus 2
sysname "hostB"
records
ev t=1500 cpu=1 pid=2 tid=2 hw=010A0000 d=00000002
ev t=5000 cpu=1 pid=2 tid=2 hw=010A0000 d=00000004
=== stdout
trcasm 1
byteorder big
env 32
timebase 1 1
start 1709294400000000000 0
cpus 2
syncinterval 1048576
sysname "hostA"
producer "trcrpt -r"
records
ev t=1000 cpu=0 pid=1 tid=1 hw=010A0000 d=00000001
ev t=1000 cpu=1 pid=2 tid=2 hw=010A0000 d=00000002
ev t=3000 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
ev t=4500 cpu=1 pid=2 tid=2 hw=010A0000 d=00000004
