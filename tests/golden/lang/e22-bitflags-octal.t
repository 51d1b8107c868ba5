# docs/ref/language.md §16 E22: BITFLAGS with an octal register and glued flags
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL setdelim(0) mode= BITFLAGS $HD%o2, 0400 r -, 0200 w -, 0100 x -
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A01A4
=== stdout
mode=rw-
=== stderr
=== status
0
