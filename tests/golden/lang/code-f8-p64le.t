# F8 on a 64-bit little-endian entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 F8 F8 F8
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001801000000 d=3FF8000000000000,0000000000000001,C000000000000000
=== stdout
1.50000000E+00 4.94065646E-324 -2.00000000E+00
=== stderr
=== status
0
