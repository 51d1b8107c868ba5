# X codes on a 64-bit big-endian entry (sub-hook at DP 6, W1 = byte 8); W3 to L is a move, the read after it is short
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL X2 W1 X8 X4 X2 X1 X1
011 1.0 L=APPL W3 X1 never
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000001001000ABC d=0123456789ABCDEF,FEDCBA9876543210
ev t=1 hw=8000001001100000 d=0000000000000000,0000000000000000
ev t=2 hw=8000001001000ABC d=0123456789ABCDEF,FEDCBA9876543210
=== stdout
0ABC 0123456789ABCDEF FEDCBA98 7654 32 10
[short entry: need 1 at 24 of 24]
0ABC 0123456789ABCDEF FEDCBA98 7654 32 10
=== stderr
trcrpt: in.trc:128: hook 011: short entry: need 1 at 24 of 24
=== status
0
