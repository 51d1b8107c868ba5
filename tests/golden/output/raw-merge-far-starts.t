# -m -r with starts more than 2^63 ns apart (docs/fuzzing.md "Time arithmetic"; found by
# fuzz-cli): the later input's offset from the earliest start is clamped and its ticks
# saturate at the largest time instead of overflowing
=== cmd
trcasm -o a.trc a.txt && trcasm -o b.trc b.txt && trcrpt --quiet -m -r -o m.trc a.trc b.trc && trcasm -d m.trc
=== file a.txt
trcasm 1
byteorder big
start 1709294400000000000 0
records
ev t=0 cpu=0 pid=1 tid=1 hw=010A0000 d=00000001
ev t=2000 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file b.txt
trcasm 1
byteorder big
start -9223372036854775807 0
records
ev t=1500 cpu=0 pid=2 tid=2 hw=010A0000 d=00000002
=== stdout
trcasm 1
byteorder big
env 32
timebase 1 1
start -9223372036854775807 0
cpus 1
syncinterval 1048576
producer "trcrpt -r"
records
ev t=1500 cpu=0 pid=2 tid=2 hw=010A0000 d=00000002
ev t=9223372036854775807 cpu=0 pid=1 tid=1 hw=010A0000 d=00000001
ev t=9223372036854775807 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
