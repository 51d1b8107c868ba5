# docs/ref/language.md §16 E18: masked subject, block bodies
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL HT & 0x07, 1 short, 2 { "one word" G4 X4 }, 6 { five words }, \
  0 { generic HB bytes }
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=0000002A
ev t=1 hw=01080003 d=00000000 buf=010203
=== stdout
one word 0000002A
generic 3 bytes
=== stderr
=== status
0
