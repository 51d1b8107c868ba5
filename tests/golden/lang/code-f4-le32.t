# F4 on a little-endian trace: zero, negative zero, rounding, FLT_MAX
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 F4 F4 F4 F4 F4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=00000000,80000000,3F800001,C2F6E979,7F7FFFFF
=== stdout
0.0000E+00 -0.0000E+00 1.0000E+00 -1.2346E+02 3.4028E+38
=== stderr
=== status
0
