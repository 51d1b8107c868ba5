# modulo by zero (§9.2): value 0, reported as division by zero, event continues
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $z = 7 % ($HD - $HD) }} $z%D1 ok {{ $m = -7 % 0x7FFFFFFFFFFFFFFF }} $m%D1
011 1.0 L=APPL {{ $n = 0x8000000000000000 }} {{ $q = $n / -1 }} $q%D1 {{ $r = $n % -1 }} $r%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0003 d=00000000
ev t=1 hw=011A0000 d=00000000
=== stdout
0 ok -7
-9223372036854775808 0
=== stderr
trcrpt: in.trc:72: hook 010: division by zero
