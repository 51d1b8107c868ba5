# B ending exactly at the last bit succeeds; the next bit read is a short entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G7.4 B0.4 B0.4 never
011 1.0 L=APPL G4 B0.4 B0.4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=0000000F
ev t=1 hw=011A0000 d=A5000000
=== stdout
F [short entry: need 1 at 8 of 8]
A 5
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 1 at 8 of 8
=== status
0
