# A record of the file of hook 00C flagged NOTS and SYNTH (here the first, which the
# pre-pass reads through the reader) looks like the reader's own 00C, but only a record
# the reader made (trc_record.made) carries the reader's time: this one has no time of its
# own, so the file goes through the reorder window.  The per-thread merge sorted it by the
# raw time in its envelope, and the record of its thread after it printed with a negative
# DELTA_MSEC (found by hand after regress/trclog/merge-nots-synth-hook;
# regress/trclog/merge-nots-synth-00c; docs/report.md, "Time order").
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
ev t=100 cpu=0 pid=0 tid=3 ef=0x6 hw=00C00010 d=00000007
ev t=10 cpu=0 pid=0 tid=1 hw=010A0000 d=00000001
ev t=5 cpu=0 pid=0 tid=2 hw=010A0000 d=00000002
ev t=25 cpu=0 pid=0 tid=3 hw=010A0000 d=00000005
ev t=20 cpu=0 pid=0 tid=1 hw=010A0000 d=00000003
ev t=30 cpu=0 pid=0 tid=2 hw=010A0000 d=00000004
=== stdout
00C        0.000000000       0.000000                  READER RESYNC 7 bytes skipped at offset 0
010        0.000000005       0.000005  EV v=2
010        0.000000010       0.000005  EV v=1
010        0.000000020       0.000010  EV v=3
010        0.000000025       0.000005  EV v=5
010        0.000000030       0.000005  EV v=4
=== stderr
trcrpt: summary: events=6 printed=6 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
