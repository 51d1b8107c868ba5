# codes with P= prefix run inside back-quotes without soft blanks; a lone $ is literal; P=code split at the last =
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 `v=X2 w=U1 end` X1 `a $ b` G0 hookword=X4 a=b
011 1.0 L=APPL a=b=X2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=0102FF41
ev t=1 hw=011A0005 d=00000000
=== stdout
v=0102 w=255 end 41 a $ b hookword=010A0000 a=b
a=b=0005
=== stderr
=== status
0
