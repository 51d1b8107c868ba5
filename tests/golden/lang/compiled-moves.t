# R moves in the compiled form (docs/interpreter.md §The compiled form): folded into the G
# or O move before them, an op of their own after a value, a W move or a Z; a move before
# the record's first byte (a bad pointer) and a short entry are the interpreter's, which
# reports them: 2 of the 4 records are the compiled form's.  tests/fuse.sh checks the same
# bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL before G2 R3 X1 after
011 1.0 L=APPL "R" G8 X4 R4 again=X4 O2 R1 x=X1 R6 y=X2 W1 R2 z=X2
012 1.0 L=APPL "Z" G4 Z R2 back=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
ev t=1 hw=011E0000 d=00000001,11223344,55667788,0
ev t=2 hw=012E0000 str="ab\0cd"
ev t=3 hw=011A0000
=== stdout
010        0.000000000       0.000000  before [bad pointer: -1]
011        0.000000001       0.000001  R 11223344 again=11223344 x=66 y=1122 z=0000
012        0.000000002       0.000001  Z ab back=62
011        0.000000003       0.000001  R [short entry: need 4 at 8 of 4]
=== stderr
trcrpt: in.trc:72: hook 010: bad pointer: -1
trcrpt: in.trc:216: hook 011: short entry: need 4 at 8 of 4
=== lineform
2
