# T8 on a 32-bit little-endian entry: the 8 bytes (two LE words, low word first) form one LE i64
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 T8 T8
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=FFF4417F,0000003A,FFF44180,0000003A,00000000
=== stdout
9999-12-31T23:59:59Z 253402300800
=== stderr
=== status
0
