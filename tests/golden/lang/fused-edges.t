# Fused programs (docs/interpreter.md §The compiled form): soft blanks after empty and
# blank-ended Z items, glued items, fields, X/D/U/o of 1, 2, 4 and 8 bytes, $Dn register
# formats, G and O moves, no label, an empty text (nothing printed; the next DELTA_MSEC
# counts from the last printed event), and records too short for an item (the
# interpreter formats them again: same marker and diagnostic).  Run twice: without the
# fixed columns, and with the default ones (the text goes straight into the report line
# both times: the fast lane's two column layouts).  tests/fuse.sh runs it interpreted.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "Z1" G8 Z Z x=X1 end
011 1.0 L=SVC "NUMS" G8 a=X1 b=X2 c=D1 d=D2 e=U1 f=U2 g=o2 h=o4 i=D4 j=U8
012 1.0 L=KERN G8 Z `:`X1 s=Z Z t=Z
013 1.0 L=INT "REG" v=$D1%X4 w=$D1%U8 o=$D1%o4 G8 O2 X2 $D2%D8
014 1.0 L=APPL "SHORT" G8 X8 X8
015 1.0 L=APPL G8 name=Z `|`
016 1.0 L=APPL G8 Z
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000008 d=00000000 buf=0041420000000000
ev t=1 hw=01000008 d=00000000 buf=20200041207F0011
ev t=2 hw=01100018 d=00000000 buf=80FFFE80FFFE80FF7FFF80000001FFFFFFFFFFFFFFFFFF
ev t=3 hw=01200010 d=00000000 buf=2061200020202000426300616200FF00
ev t=4 hw=01300008 d=12345678 buf=0001020304050607
ev t=5 hw=0140000C d=00000000 buf=0001020304050607
ev t=6 hw=01500006 d=00000000 buf=206120000000
ev t=7 hw=01500004 d=00000000 buf=00000000
ev t=8 hw=01200001 d=00000000 buf=00
ev t=9 hw=01600008 d=00000000 buf=0000000000000000
ev t=10 hw=01600008 d=00000000 buf=4142000000000000
ev t=12 hw=01000008 d=00000000 buf=0041420000000000
=== stdout
Z1 AB x=00 end
Z1  A . x=11 end
        NUMS a=80 b=FFFE c=-128 d=-2 e=128 f=65407 g=177600 h=777 i=-1 j=[short entry: need 8 at 27 of 31]
                 a :20 s=  Bc t=ab
                        REG v=12345678 w=305419896 o=2215053170 0203 0
SHORT 0001020304050607 [short entry: need 8 at 16 of 16]
name= a |
name= |
                :[short entry: need 1 at 9 of 9]
AB
Z1 AB x=00 end
010        0.000000000       0.000000  Z1 AB x=00 end
010        0.000000001       0.000001  Z1  A . x=11 end
011        0.000000002       0.000001          NUMS a=80 b=FFFE c=-128 d=-2 e=128 f=65407 g=177600 h=777 i=-1 j=[short entry: need 8 at 27 of 31]
012        0.000000003       0.000001                   a :20 s=  Bc t=ab
013        0.000000004       0.000001                          REG v=12345678 w=305419896 o=2215053170 0203 0
014        0.000000005       0.000001  SHORT 0001020304050607 [short entry: need 8 at 16 of 16]
015        0.000000006       0.000001  name= a |
015        0.000000007       0.000001  name= |
012        0.000000008       0.000001                  :[short entry: need 1 at 9 of 9]
016        0.000000010       0.000002  AB
010        0.000000012       0.000002  Z1 AB x=00 end
=== stderr
trcrpt: in.trc:168: hook 011: short entry: need 8 at 27 of 31
trcrpt: in.trc:336: hook 014: short entry: need 8 at 16 of 16
trcrpt: in.trc:480: hook 012: short entry: need 1 at 9 of 9
trcrpt: in.trc:168: hook 011: short entry: need 8 at 27 of 31
trcrpt: in.trc:336: hook 014: short entry: need 8 at 16 of 16
trcrpt: in.trc:480: hook 012: short entry: need 1 at 9 of 9
=== status
0
=== lineform
18
