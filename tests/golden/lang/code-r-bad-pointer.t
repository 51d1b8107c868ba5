# R moving before byte 0 is a fault: marker [bad pointer: -1], event ends, next record formatted
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL before G2 R3 X1 after
011 1.0 L=APPL next U2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
ev t=1 hw=011A0004 d=00000000
=== stdout
before [bad pointer: -1]
next 4
=== stderr
trcrpt: in.trc:72: hook 010: bad pointer: -1
=== status
0
