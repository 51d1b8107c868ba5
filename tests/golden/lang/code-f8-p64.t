# F8 on a 64-bit big-endian entry: %.8E incl. a 3-digit exponent (subnormal, DBL_MAX)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 F8 F8 F8
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000001801000000 d=3FF8000000000000,0000000000000001,7FEFFFFFFFFFFFFF
=== stdout
1.50000000E+00 4.94065646E-324 1.79769313E+308
=== stderr
=== status
0
