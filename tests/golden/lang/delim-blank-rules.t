# no blank inserted before text starting with a blank or after a blank; items printing nothing keep the pending blank
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X1 " x" "y " X1 "z" G8 A4 S1 "w"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000005 d=41424344 buf=0000000000
=== stdout
41 x y 42 z w
=== stderr
=== status
0
