# 32-bit little-endian: G0 X4 reads bytes 0A 01 07 00 as a LE u32; u16 fields and macros are unaffected
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G0 X4 G0 U2 U2 $TRACEID%X2 $HT $HD
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010A0007 d=00000000
=== stdout
0007010A 266 7 0010 000A 0007
=== stderr
=== status
0
