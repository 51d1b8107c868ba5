# 32-bit big-endian hook word: G0 X4 is the AIX hook word; u16 fields; $TRACEID/$HT/$HD
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G0 X4 G0 U2 U2 $TRACEID%X2 $HT $HD
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0007 d=00000000
=== stdout
010A0007 266 7 0010 000A 0007
=== stderr
=== status
0
