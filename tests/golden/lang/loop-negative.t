# negative LOOP count: treated as 0, fault without marker, event continues
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a G4 LOOP D1 {X1} b
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=FF000000
ev t=1 hw=010A0000 d=02414200
=== stdout
a b
a 41 42 b
=== stderr
trcrpt: in.trc:72: hook 010: negative loop count -1
=== status
0
