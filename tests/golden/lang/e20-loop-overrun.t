# docs/ref/language.md §16 E20: LOOP overrun
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP X1 {X2} end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000005 d=00000000 buf=05AABBCCDD
=== stdout
AABB CCDD [loop overrun: count 5, ran 2] end
=== stderr
trcrpt: in.trc:72: hook 010: loop overrun: count 5, ran 2
=== status
0
