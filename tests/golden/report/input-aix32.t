# -F aix32 with --byteorder and --timebase (docs/ref/report.md §1.2, docs/ref/tracelog.md §4), the raw-stream
# header line, and auto detection refusing a raw stream (exit 4)
=== cmd
trcasm --aix32 -o in.raw in.txt && trcrpt -F aix32 --byteorder=little --timebase=2/1 -t tpl.fmt in.raw; trcrpt --quiet -t tpl.fmt in.raw
=== file tpl.fmt
010 1.0 L=APPL "USER EVENT" G4 count=U4 env=$TRACEENV%D1
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=1000 hw=010A0000 d=00000007
ev t=3000 hw=010A0000 d=00000008
=== stdout
Source: raw AIX 32-bit stream

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010        0.000000000       0.000000  USER EVENT count=7 env=32
010        0.000004000       0.004000  USER EVENT count=8 env=32
=== stderr
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: in.raw: cannot detect input format, use -F aix32, aix64, shark, trclog, qnx, ltt or trcshm
=== status
4
