# $SKIP after text, $NOPRINT then $BREAK prints nothing, $STOP inside a subroutine ends the report
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a X2, 1 $SKIP, \* b
011 1.0 L=APPL c $NOPRINT $BREAK d
012 1.0 L=APPL e $013 f
013 1.0 L=APPL "" g $STOP h
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0001 d=00000000
ev t=1 hw=010A0002 d=00000000
ev t=2 hw=01110000
ev t=3 hw=01210000
ev t=4 hw=010A0002 d=00000000
=== stdout
a b
e g
=== stderr
=== status
0
