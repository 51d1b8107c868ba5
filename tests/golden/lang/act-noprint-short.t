# $NOPRINT discards the text but a short entry is still diagnosed
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL x $NOPRINT G4 U4 U4
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000007
ev t=1 hw=011A0000 d=00000000
=== stdout
next
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 4 at 8 of 8
=== status
0
