# %S reads value-many bytes at DP and advances (width digit ignored); past the end: short entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 {{ $k = 2 }} $k%S4 $k%S1 $DATAPOINTER%D1
011 1.0 L=APPL {{ $k = 5 }} G4 $k%S1 never
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=61626364
ev t=1 hw=011A0000 d=61626364
ev t=2 hw=010A0000 d=41424344
=== stdout
ab cd 8
[short entry: need 5 at 4 of 8]
AB CD 8
=== stderr
trcrpt: in.trc:112: hook 011: short entry: need 5 at 4 of 8
=== status
0
