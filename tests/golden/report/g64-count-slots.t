# Templates 021 and 061 share a slot of the G-on-64-bit count's cache (bits 4-9 of the
# hook): records of the two in turn, counted one by one by the VM (--output=json, and
# --no-fuse), still count 3 and 2, in the order first seen.
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -h --output=json -t t.fmt in.trc > /dev/null
trcrpt -h --no-fuse -t t.fmt in.trc > /dev/null
=== file t.fmt
021 1.0 L=APPL "A" G8 a=U4
061 1.0 L=APPL "B" G8 b=U4
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=1 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000007,0000000000000009
ev t=2 cpu=0 pid=5 tid=5 hw=8000001006100000 d=0000000000000007,0000000000000009
ev t=3 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000007,0000000000000009
ev t=4 cpu=0 pid=5 tid=5 hw=8000001006100000 d=0000000000000007,0000000000000009
ev t=5 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000007,0000000000000009
=== stderr
trcrpt: template 021 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: template 061 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: summary: events=5 printed=5 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 021(3) 061(2)
trcrpt: template 021 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: template 061 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: summary: events=5 printed=5 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 021(3) 061(2)
