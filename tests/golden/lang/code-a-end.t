# A4 ending at the last byte succeeds, A1 after it is a short entry; A stops at the first NUL
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 A4 A1 never
011 1.0 L=APPL G4 A4 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=61626364
ev t=1 hw=011A0000 d=41000000
=== stdout
abcd [short entry: need 1 at 8 of 8]
A |
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 1 at 8 of 8
=== status
0
