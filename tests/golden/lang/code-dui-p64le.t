# D8, U8, o8, D4 on a 64-bit little-endian entry (D4 halves of a LE u64 swap)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 D8 W1 U8 W1 o8 W2 D8 W2 D4 D4
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001001000000 d=FFFFFFFFFFFFFF85,8000000000000001
=== stdout
-123 18446744073709551493 1777777777777777777605 -9223372036854775807 1 -2147483648
=== stderr
=== status
0
