# F4 NaN (either sign) / Inf / -Inf, and %.4E rounding of 0.1f
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 F4 F4 F4 F4 F4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=7FC00000,7F800000,FF800000,FFC00000,3DCCCCCD
=== stdout
NAN INF -INF NAN 1.0000E-01
=== stderr
=== status
0
