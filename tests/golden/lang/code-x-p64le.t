# X codes on a 64-bit little-endian entry: u16 sub-hook and u64 data words stored LE
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL X2 W1 X8 X4 X2 X1 X1
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001001000ABC d=0123456789ABCDEF,FEDCBA9876543210
=== stdout
0ABC 0123456789ABCDEF 76543210 BA98 DC FE
=== stderr
=== status
0
