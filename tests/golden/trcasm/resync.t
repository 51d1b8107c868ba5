# Resynchronisation (docs/ref/tracelog.md §3.5) as the dump shows it: skipped bytes become `raw`
# lines.  Without a sync interval the reader resumes where two consecutive well-framed
# records start (the end of the file counts as the second); with a sync interval it
# resumes only at the next valid sync marker, so the good record in between is skipped
# too; a truncated tail is skipped to the end.  Dumps re-assemble byte-identically.
=== file nosync.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 0
records
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw DEADBEEFDEADBEEF
ev t=2 cpu=0 pid=0 tid=0 hw=01010000
ev t=3 cpu=0 pid=0 tid=0 hw=01010000
raw 0000003000040000
ev t=4 cpu=0 pid=0 tid=0 hw=01010000
=== file withsync.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 4096
records
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw DEADBEEFDEADBEEF
ev t=2 cpu=0 pid=0 tid=0 hw=01010000
sync seq=0 t=2
ev t=3 cpu=0 pid=0 tid=0 hw=01010000
=== file tail.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 0
records
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw 0000002800040000800000000000000000000000000000000000000000000001010100
=== cmd
for f in nosync withsync tail; do
  echo "--- $f"
  trcasm -o $f.bin $f.txt && trcasm -d $f.bin > $f.out && tail -n +9 $f.out
  trcasm -o $f.2 $f.out && cmp $f.bin $f.2 && echo same
done
=== stdout
--- nosync
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw DEADBEEFDEADBEEF
ev t=2 cpu=0 pid=0 tid=0 hw=01010000
ev t=3 cpu=0 pid=0 tid=0 hw=01010000
raw 0000003000040000
ev t=4 cpu=0 pid=0 tid=0 hw=01010000
same
--- withsync
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw DEADBEEFDEADBEEF000000280004000080000000000000000000000000000000
raw 00000000000000020101000000000000
sync seq=0 t=2
ev t=3 cpu=0 pid=0 tid=0 hw=01010000
same
--- tail
ev t=1 cpu=0 pid=0 tid=0 hw=01010000
raw 0000002800040000800000000000000000000000000000000000000000000001
raw 010100
same
