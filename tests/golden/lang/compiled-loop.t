# A LOOP whose count is read at run time in the compiled form (docs/interpreter.md §The
# compiled form): counts from $Dn, a code, $HD and an expression's register, fixed-size
# items of each letter, no items, delimiters off.  A count past the data (an overrun) or
# below zero leaves the record to the interpreter, which reports it: 7 of the 10 records
# are the compiled form's.  tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet -h -t tpl.fmt in.trc
trcrpt --quiet --output=json -t tpl.fmt in.trc | sed 's/.*"text"://;s/,"env".*//'
=== file tpl.fmt
060 1.0 L=KERN "DREG" W2 LOOP $D1 {X4} end
061 1.0 L=KERN "CODE" G8 LOOP X1 {X2} end=X1
062 1.0 L=KERN "HD" G4 LOOP $HD {D1} last
063 1.0 L=KERN "EXPR" W2 pid=U4 {{ $n = $D1 - 2 }} LOOP $n {U4}
064 1.0 L=KERN "GLUE" G4 setdelim(0) [ LOOP $HD {o1} ] setdelim(1) v=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=060E0000 d=00000002,11111111,22222222,33333333
ev t=1 hw=060E0000 d=00000000,11111111
ev t=2 hw=060E0000 d=00000009,11111111
ev t=3 hw=061E0000 d=00000000,03000100,02000300,0
ev t=4 hw=062E0003 d=FF01807F
ev t=5 hw=062EFFFF d=FF01807F
ev t=6 hw=063E0000 d=00000004,00000007,00000008,00000009
ev t=7 hw=063E0000 d=00000001,00000007
ev t=8 hw=064E0002 d=0708090A
ev t=9 hw=064E0000 d=0708090A
=== stdout
060        0.000000000       0.000000                  DREG 11111111 22222222 end
060        0.000000001       0.000001                  DREG end
060        0.000000002       0.000001                  DREG 11111111 [loop overrun: count 9, ran 1] end
061        0.000000003       0.000001                  CODE 0001 0002 0003 end=00
062        0.000000004       0.000001                  HD -1 1 -128 last
062        0.000000005       0.000001                  HD -1 1 -128 127 [loop overrun: count 65535, ran 4] last
063        0.000000006       0.000001                  EXPR pid=7 8 9
063        0.000000007       0.000001                  EXPR pid=7
064        0.000000008       0.000001                  GLUE [710] v=09
064        0.000000009       0.000001                  GLUE [] v=07
"DREG 11111111 22222222 end","fields":{}
"DREG end","fields":{}
"DREG 11111111 [loop overrun: count 9, ran 1] end","fields":{}
"CODE 0001 0002 0003 end=00","fields":{"end":"00"}
"HD -1 1 -128 last","fields":{}
"HD -1 1 -128 127 [loop overrun: count 65535, ran 4] last","fields":{}
"EXPR pid=7 8 9","fields":{"pid":7}
"EXPR pid=7","fields":{"pid":7}
"GLUE [710] v=09","fields":{"v":"09"}
"GLUE [] v=07","fields":{"v":"07"}
=== stderr
trcrpt: in.trc:176: hook 060: loop overrun: count 9, ran 1
trcrpt: in.trc:320: hook 062: loop overrun: count 65535, ran 4
trcrpt: in.trc:416: hook 063: negative loop count -1
trcrpt: in.trc:176: hook 060: loop overrun: count 9, ran 1
trcrpt: in.trc:320: hook 062: loop overrun: count 65535, ran 4
trcrpt: in.trc:416: hook 063: negative loop count -1
=== lineform
7
=== compiled
14
