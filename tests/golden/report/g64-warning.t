# a template positioning with G into the data words of a 64-bit entry (issue 33 item 3;
# docs/templates.md, "Two layouts"): one warning per template on stderr (at the end, so
# that --jobs says it at the same place), its count in the summary; the same with --jobs=2
# and without fused programs; 32-bit entries, W/$Dn and G6 (the sub-hook of a 64-bit
# entry) say nothing
=== cmd
trcasm -o in.trc in.txt && trcasm -o in32.trc in32.txt || exit 99
trcrpt -h -t t.fmt in.trc
TRCFMT_JOBS_AUTO_MIN=0 TRCFMT_JOBS_CHUNK=40 trcrpt --jobs=2 -h -t t.fmt in.trc > j.out 2> j.err && trcrpt -h -t t.fmt in.trc 2> s.err | cmp - j.out && cmp s.err j.err && echo "--jobs=2: same"
trcrpt --no-fuse -h -t t.fmt in.trc 2>&1 >/dev/null | cmp - s.err && echo "--no-fuse: same"
trcrpt --quiet -h -t t.fmt in32.trc
=== file t.fmt
021 1.0 L=APPL "OLD" G8 count=U4
022 1.0 L=APPL "NEW" W2 count=U4 $D2%D4
023 1.0 L=APPL "AT12" G12 third=U4
024 1.0 L=APPL "SUB" G6 sub=U2
025 1.0 L=APPL "MID" G10 half=X2
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=1 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000007,0000000000000009
ev t=2 cpu=0 pid=5 tid=5 hw=8000001002200000 d=0000000000000007,0000000000000009
ev t=3 cpu=0 pid=5 tid=5 hw=8000001802300000 d=0000000000000007,0000000000000009,000000000000000B
ev t=4 cpu=0 pid=5 tid=5 hw=8000001002100000 d=0000000000000008,000000000000000A
ev t=4 cpu=0 pid=5 tid=5 hw=8000001002400003 d=0000000000000001,0000000000000002
ev t=4 cpu=0 pid=5 tid=5 hw=8000001002500000 d=0000000000000001,0000000000000002
ev t=5 cpu=0 pid=5 tid=5 hw=021A0000 d=00000007,00000009
=== file in32.txt
trcasm 1
records
ev t=1 hw=021A0000 d=00000007,00000009
ev t=2 hw=022A0000 d=00000007,00000009
ev t=3 hw=023A0000 d=00000007,00000009,0000000B
=== stdout
021        0.000000001       0.000000  OLD count=7
022        0.000000002       0.000001  NEW count=9 9
023        0.000000003       0.000001  AT12 third=0
021        0.000000004       0.000001  OLD count=8
024        0.000000004       0.000000  SUB sub=3
025        0.000000004       0.000000  MID half=0000
021        0.000000005       0.000001  OLD count=9
--jobs=2: same
--no-fuse: same
021        0.000000001       0.000000  OLD count=9
022        0.000000002       0.000001  NEW count=9 9
023        0.000000003       0.000001  AT12 third=11
=== stderr
trcrpt: template 021 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: template 023 positions with G12 on 64-bit entries, where data words are 8 bytes: W3 or $D3 reads the same word on both layouts
trcrpt: template 025 positions with G10 on 64-bit entries, where data words are 8 bytes: W or $Dn reads a data word on both layouts
trcrpt: summary: events=7 printed=7 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 021(2) 023(1) 025(1)
