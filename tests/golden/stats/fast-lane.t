# --stats with no selection counts the records of fused templates after their line form,
# as the text report lays them out, read in place (the fast lane; docs/report.md,
# "--stats"); a record the line form cannot format (too short: a fault) and records whose
# pid, tid or CPU the envelope does not know take the VM.  tests/fuse.sh runs this case with
# --no-fuse (every record through the VM): the same tables and summary.  The webd sample's
# 010 installs the process name in its tail; the second trace has a short 020 record.
=== cmd
trcasm -o short.trc short.txt || exit 1
trcrpt --stats -t "$top_srcdir/samples/webd" "$top_builddir/samples/example.trc"
trcrpt --stats=hooks,procs -t s.fmt short.trc
=== file s.fmt
020 1.0 L=APPL "w" a=U4 b=U4
021 1.0 L=APPL "v" $D1%D4
=== file short.txt
trcasm 1
byteorder big
env 32
timebase 1 1
records
ev t=100 cpu=0 pid=5 tid=6 hw=020E0000 d=00000001,00000002,00000000,00000000,00000000
ev t=200 cpu=0 pid=5 tid=6 hw=020A0000 d=00000001
ev t=300 cpu=0 pid=5 tid=6 hw=02100000 d=00000007
ev t=400 cpu=1 pid=- tid=- hw=02100000 d=00000008
ev t=500 cpu=0 pid=5 tid=6 hw=020E0000 d=00000003,00000004,00000000,00000000,00000000
=== lineform
16
=== stdout
Hooks (23 events)
ID   LABEL       COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  WEBD START      1   4.35%  0.000001000  0.000001000             -
011  REQUEST         2   8.70%  0.000002000  0.000002600    3333333.33
012  SYSCALL         2   8.70%  0.000003000  0.000004000    2000000.00
013  RETURN          2   8.70%  0.000003500  0.000004500    2000000.00
014  DISPATCH        1   4.35%  0.000005000  0.000005000             -
015  WAKEUP          1   4.35%  0.001505000  0.001505000             -
016  INTERRUPT       1   4.35%  0.001600000  0.001600000             -
017  BATCH           1   4.35%  0.001700000  0.001700000             -
018  STATS           1   4.35%  0.001800000  0.001800000             -
01A  timing          1   4.35%  0.001900000  0.001900000             -
01B  NAME            1   4.35%  0.002000000  0.002000000             -
01C  CTRL            4  17.39%  0.002100000  0.002400000      13333.33
01D  MMAP64          1   4.35%  0.002500000  0.002500000             -
01E  --- phase       1   4.35%  0.002600000  0.002600000             -
01F  STATE           2   8.70%  0.002700000  0.002800000      20000.00
0BB                  1   4.35%  0.002900000  0.002900000             -

Processes and threads
 PID   TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
4242  4242  webd        15  0.000001000  0.002900000
4242  4243  webd         4  0.000003000  0.000004500
4242  4244  webd         3  0.000005000  0.002500000
   -     -  -            1  0.001600000  0.001600000

Spans (durations in microseconds)
SPAN  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
Hooks (5 events)
ID   LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
020  w          3  60.00%  0.000000100  0.000000500    7500000.00
021  v          2  40.00%  0.000000300  0.000000400   20000000.00

Processes and threads
PID  TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
  5    6  -            4  0.000000100  0.000000500
  -    -  -            1  0.000000400  0.000000400
=== stderr
trcrpt: summary: events=23 printed=23 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0BB(1)
trcrpt: short.trc:128: hook 020: short entry: need 4 at 6 of 8
trcrpt: summary: events=5 printed=5 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
