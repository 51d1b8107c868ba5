# --stats counting records on the fast lane (no VM: the line form formats each one) still
# counts a template positioning with G into the data words of a 64-bit entry: the warning
# and the summary's count as the text report and --no-fuse give them (difftest seed
# 6002024: the lean path left both out)
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -h --stats=hooks -t t.fmt in.trc
trcrpt -h --stats=hooks --no-fuse -t t.fmt in.trc 2>&1 >/dev/null | tail -2
trcrpt -h -t t.fmt in.trc 2>&1 >/dev/null | tail -1
=== file t.fmt
021 1.0 L=APPL "OLD" G8 count=U4
022 1.0 L=APPL "NEW" W2 count=U4
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=1000 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000007,0000000000000009
ev t=2000 cpu=0 pid=5 tid=5 hw=8000001002200000 d=0000000000000007,0000000000000009
ev t=3000 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000008,000000000000000A
=== stdout
Hooks (3 events)
ID   LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
021  OLD        2  66.67%  0.000001000  0.000003000    1000000.00
022  NEW        1  33.33%  0.000002000  0.000002000             -
trcrpt: summary: events=3 printed=3 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 021(2)
trcrpt: G on 64-bit entries: 021(2)
=== stderr
trcrpt: template 021 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: summary: events=3 printed=3 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 021(2)
