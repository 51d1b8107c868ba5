# docs/ref/language.md §16 E26: user function defined in one template, used in another
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
040 1.0 L=APPL "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }}
041 1.0 L=APPL conn from=ipv4($D1) port=$D2%U2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=041E0000 d=09359BBB,000001BB,00000000,00000000,00000000
=== stdout
conn from=9.53.155.187 port=443
=== stderr
=== status
0
