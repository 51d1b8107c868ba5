# setdelim(0) keeps an already pending soft blank (the label's); setdelim(1); every event starts with delimiters on
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL lab setdelim(0) G4 X1 X1 "s" setdelim(1) X1 X1
011 1.0 L=APPL G4 X1 X1 setdelim(0)
012 1.0 L=APPL G4 X1 X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=41424344
ev t=1 hw=011A0000 d=41424344
ev t=2 hw=012A0000 d=41424344
=== stdout
lab 4142s 43 44
41 42
41 42
=== stderr
=== status
0
