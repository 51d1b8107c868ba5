# B across byte boundaries: G4.4 B1.0 (nibble-aligned byte), B8.0 (64 bits), G0.4 B1.0 on the hook word
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4.4 B1.0 B8.0 G0.4 B1.0
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=12345678,9ABCDEF0,0FEDCBA9,00000000,00000000
=== stdout
23 456789ABCDEF00FE 10
=== stderr
=== status
0
