# docs/ref/language.md §16 E13: register formats and setdelim
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL $D1%X4 $D1%X2 $D1%D4 setdelim(0) $D1%W24.31 . $D1%W16.23 . \
$D1%W8.15 . $D1%W0.7 setdelim(1) $D1%B0.8 $D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=09359BBB
=== stdout
09359BBB 9359BBB 154508219 9.53.155.187 BB 9359BBB
=== stderr
=== status
0
