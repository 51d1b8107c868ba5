# docs/ref/language.md §16 E8: S1, S2, Z
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 S1 S2 Z "."
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0100000B d=00000000 buf=0361626300026869787900
=== stdout
abc hi xy .
=== stderr
=== status
0
