# docs/ref/language.md §16 E14: macros and operators
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $dog = 7 + 6 }} {{ $cat = $dog * 2 }} $dog $cat
011 1.0 L=APPL {{ $a = 2 + 3 * 4 }} {{ $b = (2 + 3) * 4 }} {{ $c = 1 << 4 | 1 }} \
  {{ $d = -7 / 2 }} {{ $e = -7 % 2 }} {{ $f = 0x10 > 15 }} {{ $g = ~0 ^ 0xFF }} \
  $a%D1 $b%D1 $c%D1 $d%D1 $e%D1 $f%D1 $g%X1 $d
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01110000
=== stdout
000D 001A
14 20 17 -3 -1 1 FFFFFFFFFFFFFF00 FFFFFFFFFFFFFFFD
=== stderr
=== status
0
