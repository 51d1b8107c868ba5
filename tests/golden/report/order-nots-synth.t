# A record of the file flagged NOTS and SYNTH that is not the reader's 00C (here hook 000,
# read after damage) has no time of its own: the file goes through the reorder window,
# not the per-thread merge, which sorted it by the raw time in its envelope and printed
# the records after it with a negative DELTA_MSEC (CI's fuzz smoke on 250f26c,
# regress/trclog/merge-nots-synth-hook; docs/report.md, "Time order").
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -h -t ev.fmt in.trc
=== file ev.fmt
010 1.0 L=APPL "EV" v=$D1%D4
=== file in.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1000 0
cpus 1
syncinterval 0
records
ev t=11796736 cpu=0 pid=0 tid=0 ef=0xFE hw=0000000000000000
raw 0000000000000000000000000000000000000000000000000000000000000000
raw 0000000000716E78000000000000000000000000000000000000000000000000
raw 0000FFFFFF00000000000000000000000000000000000005010A000000000001
ev t=5 cpu=0 pid=0 tid=524288 hw=010A0000 d=00000002
ev t=3 cpu=0 pid=0 tid=0 hw=010A0000 d=00000003
=== stdout
000        0.000000000       0.000000                  [unknown hook] id=000 flags=0000 len=0 sub=0000
00C        0.000000000       0.000000                  READER RESYNC 96 bytes skipped at offset 112 (bad record)
010        0.000000003       0.000003  EV v=3
010        0.000000005       0.000002  EV v=2
=== stderr
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=96
trcrpt: unknown hooks: 000(1)
