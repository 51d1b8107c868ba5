# dynamic body size (S1): stop with overrun when no byte is left before an iteration; a read past the end inside one is a short entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP 3 {S1} end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000004 d=00000000 buf=01610162
ev t=1 hw=01000004 d=00000000 buf=01610362
ev t=2 hw=01000002 d=00000000 buf=0141
=== stdout
a b [loop overrun: count 3, ran 2] end
a [short entry: need 3 at 11 of 12]
A [loop overrun: count 3, ran 1] end
=== stderr
trcrpt: in.trc:72: hook 010: loop overrun: count 3, ran 2
trcrpt: in.trc:120: hook 010: short entry: need 3 at 11 of 12
trcrpt: in.trc:168: hook 010: loop overrun: count 3, ran 1
=== status
0
