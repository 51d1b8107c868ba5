# docs/ref/language.md §16 E19: LOOP with a code count; X1 versus X0
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP X1 {X1} "|" LOOP 2 {X0}
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000006 d=00000000 buf=030A0B0C0D0E
=== stdout
0A 0B 0C | 0D0E
=== stderr
=== status
0
