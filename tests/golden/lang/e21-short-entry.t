# docs/ref/language.md §16 E21: short entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "count =" G4 U4 U4 never
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000007
=== stdout
count = 7 [short entry: need 4 at 8 of 8]
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 4 at 8 of 8
=== status
0
