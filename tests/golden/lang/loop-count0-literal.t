# LOOP 0 runs nothing (no marker); a literal-only body (S = 0) runs N times without separators; hex count
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a LOOP 0 {X1} b LOOP 3 {"x"} G4 LOOP 0x2 {X1}
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=41420000
=== stdout
a b xxx 41 42
=== stderr
=== status
0
