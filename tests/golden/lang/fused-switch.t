# A SWITCH that ends a template, in the line form of the report's default columns
# (docs/interpreter.md §The compiled form): subjects $HD, $D1, $D2 and codes X1 X2 D1 after a
# move, a MASK, text and a field before it, a WORD that is not a number, cases the ops
# cannot do ($SKIP, a level: the interpreter), no case matching, short entries.
# tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL "HD" $HD, 1 one, 2 { two `x` }, 3 three, \* { other }
021 1.0 L=APPL "D1" $D1, 1 a, 3 { b Z }, \* c
022 1.0 L=APPL "CODE" G4 X2, 0001 { one=U4 }, 0002 { two=X4 name=Z }, 0003 $SKIP
023 1.0 L=APPL "MASK" $D1 & 7, 2 { two }, \* { low=$D1%D1 }
024 1.0 L=APPL "PRE" pre=$D1%D4 G8 X1, 1 one, 2 { two `glued` }, \* star
026 1.0 L=APPL "WORD" $D2, GET get, 5 five, \* x
027 1.0 L=SVC "LVL" $D1, 1 { L=KERN kern }, \* plain
028 1.0 L=APPL "DS" G4 D1, -1 minus, 1 plus, \* { zero }
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=020E0001 d=00000000
ev t=1 hw=020E0002 d=00000000
ev t=2 hw=020E0003 d=00000000
ev t=3 hw=020E0009 d=00000000
ev t=4 hw=02100000 d=00000001 str="abc\0"
ev t=5 hw=02100000 d=00000003 str="abc\0"
ev t=6 hw=02100000 d=00000007 str="abc\0"
ev t=7 hw=022E0000 d=00010000,00050000,00000000,00000000,00000000
ev t=8 hw=022E0000 d=00020000,00054142,00000000,00000000,00000000
ev t=9 hw=022E0000 d=00030000,00000005,00000000,00000000,00000000
ev t=10 hw=022E0000 d=00040000,00000005,00000000,00000000,00000000
ev t=11 hw=022E0000
ev t=12 hw=023E0000 d=0000000A,00000000,00000000,00000000,00000000
ev t=13 hw=023E0000 d=0000000B,00000000,00000000,00000000,00000000
ev t=14 hw=024E0000 d=0000002A,01000000,00000000,00000000,00000000
ev t=15 hw=024E0000 d=0000002A,02000000,00000000,00000000,00000000
ev t=16 hw=024E0000 d=0000002A,09000000,00000000,00000000,00000000
ev t=17 hw=026E0000 d=00000000,00000005,00000000,00000000,00000000
ev t=18 hw=026E0000 d=00000000,00000006,00000000,00000000,00000000
ev t=19 hw=027E0000 d=00000001,00000000,00000000,00000000,00000000
ev t=20 hw=027E0000 d=00000002,00000000,00000000,00000000,00000000
ev t=21 hw=028E0000 d=FF000000,00000000,00000000,00000000,00000000
ev t=22 hw=028E0000 d=01000000,00000000,00000000,00000000,00000000
ev t=23 hw=028E0000 d=00000000,00000000,00000000,00000000,00000000
ev t=24 hw=02810000
=== stdout
020        0.000000000       0.000000  HD one
020        0.000000001       0.000001  HD two x
020        0.000000002       0.000001  HD three
020        0.000000003       0.000001  HD other
021        0.000000004       0.000001  D1 a
021        0.000000005       0.000001  D1 b
021        0.000000006       0.000001  D1 c
022        0.000000007       0.000001  CODE one=5
022        0.000000008       0.000001  CODE two=00000005 name=AB
022        0.000000010       0.000002  CODE
022        0.000000011       0.000001  CODE [short entry: need 2 at 4 of 4]
023        0.000000012       0.000001  MASK two
023        0.000000013       0.000001  MASK low=11
024        0.000000014       0.000001  PRE pre=42 one
024        0.000000015       0.000001  PRE pre=42 two glued
024        0.000000016       0.000001  PRE pre=42 star
026        0.000000017       0.000001  WORD five
026        0.000000018       0.000001  WORD x
027        0.000000019       0.000001          LVL kern
027        0.000000020       0.000001          LVL plain
028        0.000000021       0.000001  DS minus
028        0.000000022       0.000001  DS plus
028        0.000000023       0.000001  DS zero
028        0.000000024       0.000001  DS [short entry: need 1 at 4 of 4]
=== stderr
trcrpt: in.trc:600: hook 022: short entry: need 2 at 4 of 4
trcrpt: in.trc:1312: hook 028: short entry: need 1 at 4 of 4
=== status
0
=== lineform
22
