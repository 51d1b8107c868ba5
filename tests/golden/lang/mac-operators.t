# expressions: wrap-around, INT64_MIN / -1, logical >>, shift counts outside 0..63, decimal leading 0, 0o, C99 %, precedence, string ==/!=
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $a = 0x7FFFFFFFFFFFFFFF + 1 }} {{ $c = $a / -1 }} {{ $d = -1 >> 60 }} {{ $e = 1 << 64 }} \
  {{ $f = 1 << -1 }} {{ $g = 3 < -1 }} {{ $h = 010 + 0o10 }} {{ $i = 7 % -3 }} {{ $k = 6 & 3 ^ 1 | 8 }} \
  {{ $l = 1 == 1 != 0 }} {{ $m = 2 + 3 << 1 }} {{ $n = "ab" == "ab" }} {{ $o = "ab" != "ac" }} \
  $a%D1 $c%D1 $d%D1 $e%D1 $f%D1 $g%D1 $h%D1 $i%D1 $k%D1 $l%D1 $m%D1 $n%D1 $o%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
=== stdout
-9223372036854775808 -9223372036854775808 15 0 0 0 18 1 11 1 10 1 1
=== stderr
=== status
0
