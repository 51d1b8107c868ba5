# X16 little-endian: the 16 bytes (four LE data words) are decoded as one byte-reversed 16-byte integer
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X16 X4
011 1.0 L=APPL G8 X16 X1 never
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=00112233,44556677,8899AABB,CCDDEEFF,01020304
ev t=1 hw=011E0000 d=00112233,44556677,8899AABB,CCDDEEFF,01020304
ev t=2 hw=010E0000 d=00112233,44556677,8899AABB,CCDDEEFF,01020304
=== stdout
CCDDEEFF8899AABB4455667700112233 01020304
01020304CCDDEEFF8899AABB44556677 [short entry: need 1 at 24 of 24]
CCDDEEFF8899AABB4455667700112233 01020304
=== stderr
trcrpt: in.trc:128: hook 011: short entry: need 1 at 24 of 24
=== status
0
