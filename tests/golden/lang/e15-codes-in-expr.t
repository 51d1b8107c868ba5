# docs/ref/language.md §16 E15: codes inside expressions consume data
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $hi = U2 }} {{ $lo = U2 }} {{ $v = $hi * 65536 + $lo }} $v%U4 $DATAPOINTER%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0001 d=00020000
=== stdout
65538 6
=== stderr
=== status
0
