# static body size counted in bits (B0.4 = 4 bits)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G7 LOOP 3 {B0.4} end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=000000AB
=== stdout
A B [loop overrun: count 3, ran 2] end
=== stderr
trcrpt: in.trc:72: hook 010: loop overrun: count 3, ran 2
=== status
0
