# docs/ref/language.md §16 E5: bit addressing
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G0 B0.12 B0.4 O2 B1.3 B0.5
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=F0F00000
=== stdout
010 A 787 10
=== stderr
=== status
0
