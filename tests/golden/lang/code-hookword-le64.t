# 64-bit little-endian hook word: four LE u16 fields; G0 X8 reads them as one LE u64
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G0 X8 G0 U2 U2 U2 U2 $HT%X2 $HL $TRACEID%X2 $HD
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001001000005 d=0000000000000001,0000000000000002
=== stdout
0005010000108000 32768 16 256 5 8000 0010 0010 0005
=== stderr
=== status
0
