# docs/ref/language.md §16 E6: bit-field count in a macro drives a LOOP
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4.3 {{ $count = B0.5 }} G9 LOOP $count {X0}
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000006 d=03000000 buf=AABBCCDDEEFF
=== stdout
BBCCDD
=== stderr
=== status
0
