# A SWITCH that ends a template, in the line form, 64-bit little-endian entries: $HD,
# $D1 and $D2 (0 in a generic entry or when absent), an X8 code, short entries.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "HD" $HD, 1 one, 2 { two }, \* other
011 1.0 L=APPL "D2" $D2, 5 five, \* { x=$D2%D8 }
012 1.0 L=APPL "CODE" X8, 7 seven, \* { other=X8 }
013 1.0 L=APPL "D1" $D1, 5 five, \* { y=$D1%X8 }
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000000801000001 d=0000000000000005
ev t=1 hw=8000000801000002 d=0000000000000005
ev t=2 hw=8000000801000003 d=0000000000000005
ev t=3 hw=8000001001100000 d=0000000000000001,0000000000000005
ev t=4 hw=8000001001100000 d=0000000000000001,0000000000000006
ev t=5 hw=C000001001100000 d=0000000000000001,0000000000000005
ev t=6 hw=8000000801100000 d=0000000000000001
ev t=7 hw=8000001001200000 d=0000000000000007,0000000000000009
ev t=8 hw=8000001001200000 d=0000000000000008,0000000000000009
ev t=9 hw=8000000801200000 d=0000000000000008
ev t=10 hw=8000000001200000
ev t=11 hw=8000000801300000 d=0000000000000005
ev t=12 hw=C000000801300000 d=0000000000000006
ev t=13 hw=8000000001300000
=== stdout
010        0.000000000       0.000000  HD one
010        0.000000001       0.000001  HD two
010        0.000000002       0.000001  HD other
011        0.000000003       0.000001  D2 five
011        0.000000004       0.000001  D2 x=6
011        0.000000005       0.000001  D2 x=0
011        0.000000006       0.000001  D2 x=0
012        0.000000007       0.000001  CODE other=0000000000090000
012        0.000000008       0.000001  CODE other=0000000000090000
012        0.000000009       0.000001  CODE other=[short entry: need 8 at 14 of 16]
012        0.000000010       0.000001  CODE [short entry: need 8 at 6 of 8]
013        0.000000011       0.000001  D1 five
013        0.000000012       0.000001  D1 y=0000000000000006
013        0.000000013       0.000001  D1 y=0000000000000000
=== stderr
trcrpt: in.trc:544: hook 012: short entry: need 8 at 14 of 16
trcrpt: in.trc:592: hook 012: short entry: need 8 at 6 of 8
=== status
0
=== lineform
12
