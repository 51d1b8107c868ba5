# %Bm.n: the low 8m+n bits in hex, ceil(bits/4) digits
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $v = 0x1234 }} $v%B0.4 $v%B1.0 $v%B1.4 $v%B0.1 $v%B8.0
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
=== stdout
4 34 234 0 0000000000001234
=== stderr
=== status
0
