# $DATAPOINTER set from trace data saturates (docs/interpreter.md "Pointer limits"): a huge
# positive offset is a short entry at the limit 2^56, never a wrapped bad pointer or a crash
=== cmd
trcasm -o in.trc in.txt && trcrpt -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
031 1.0 L=APPL G8 {{ $DATAPOINTER = U8 }} X1
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=0000000803100000 d=1000000000000000
=== stdout
[short entry: need 1 at 72057594037927936 of 16]
=== stderr
trcrpt: in.trc:72: hook 031: short entry: need 1 at 72057594037927936 of 16
trcrpt: template 031 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 031(1)
=== status
0
