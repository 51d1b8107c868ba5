# $BASEPOINTER before a fused segment (docs/interpreter.md §The compiled form): a G move
# counts from BP, also before U4, and a record BP makes too short is a short entry.  The
# segment once ignored BP (issue 32): `00 11 22` where --no-fuse printed `22 33 44`.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
028 1.0 L=APPL "SEG" {{ $BASEPOINTER = 2 }} G4 X1 X1 X1
02C 1.0 L=APPL "U4" {{ $BASEPOINTER = 2 }} G4 U4 X1 X1
02E 1.0 L=APPL "SHORT" {{ $BASEPOINTER = 6 }} G4 X1 X1 X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=028E0000 d=00112233,44556677
ev t=4 hw=02CE0000 d=00112233,44556677
ev t=6 hw=02EE0000 d=00112233,44556677
=== stdout
028        0.000000000       0.000000  SEG 22 33 44
02C        0.000000004       0.000004  U4 573785173 66 77
02E        0.000000006       0.000002  SHORT 66 77 [short entry: need 1 at 12 of 12]
=== stderr
trcrpt: in.trc:168: hook 02E: short entry: need 1 at 12 of 12
