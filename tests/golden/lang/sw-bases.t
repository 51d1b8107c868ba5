# SWITCH case/mask bases (§12.4): D accepts -1, o prefix, unparsable values never match, unformatted macro = hex, %D/%W decimal, masks in the subject's base, 0o prefix
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 D1, -1 minus, 255 big, \* other
011 1.0 L=APPL G4 U1, o17 oct, 1F hex, \* other
012 1.0 L=APPL G4 U1, 1F hex, 31 dec
013 1.0 L=APPL $HD, 10 sixteen, \* other
014 1.0 L=APPL $HD%D2, 10 ten, \* other
015 1.0 L=APPL G4 X1 & 0F, 5 five, \* other
016 1.0 L=APPL G4 U1 & 12, 4 four, \* other
017 1.0 L=APPL G4 B0.4, A ten, \* other
018 1.0 L=APPL $HD%W0.3, 5 five, \* other
019 1.0 L=APPL G4 X1, 0o245 oct, \* other
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=FF000000
ev t=1 hw=011A0000 d=0F000000
ev t=2 hw=012A0000 d=1F000000
ev t=3 hw=013A0010 d=00000000
ev t=4 hw=014A000A d=00000000
ev t=5 hw=015A0000 d=A5000000
ev t=6 hw=016A0000 d=A5000000
ev t=7 hw=017A0000 d=A5000000
ev t=8 hw=018A0015 d=00000000
ev t=9 hw=019A0000 d=A5000000
=== stdout
minus
oct
dec
sixteen
ten
five
four
ten
five
oct
=== stderr
tpl.fmt:2:32: warning: case value '1F' is not a base-10 number, never matches
011 1.0 L=APPL G4 U1, o17 oct, 1F hex, \* other
                               ^
tpl.fmt:3:23: warning: case value '1F' is not a base-10 number, never matches
012 1.0 L=APPL G4 U1, 1F hex, 31 dec
                      ^
=== status
0
