# A0 reads one byte each, a NUL prints nothing, no delimiter (all glued)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 A0"|"A0"|"A0"|"A0"|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00410042
=== stdout
|A||B|
=== stderr
=== status
0
