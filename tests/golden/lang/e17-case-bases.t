# docs/ref/language.md §16 E17: case-value bases follow the subject
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL U2, 10 ten, 16 sixteen, \* other
011 1.0 L=APPL X2, 10 ten, 16 sixteen, \* other
012 1.0 L=APPL U2, 0x10 hex16, \* other
013 1.0 L=APPL o2, 20 octal20, \* other
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0010 d=00000000
ev t=1 hw=011A0010 d=00000000
ev t=2 hw=012A0010 d=00000000
ev t=3 hw=013A0010 d=00000000
=== stdout
sixteen
ten
hex16
octal20
=== stderr
=== status
0
