# %D %U %o print the whole 64-bit value; the size digit is ignored
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $n = -5 }} $n%D1 $n%U1 $n%o1 {{ $p = 8 }} $p%o4 $HD%D1 $HD%U8 $HD%o2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A01FF d=00000000
=== stdout
-5 18446744073709551611 1777777777777777777773 10 511 511 777
=== stderr
=== status
0
