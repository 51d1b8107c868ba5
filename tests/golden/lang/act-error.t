# $ERROR: diagnostic, event ends as $BREAK, next record formatted
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a $ERROR b
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
ev t=1 hw=011A0000 d=00000000
=== stdout
a
next
=== stderr
trcrpt: in.trc:72: hook 010: template requested $ERROR
=== status
0
