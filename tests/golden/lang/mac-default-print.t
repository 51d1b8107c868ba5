# default macro print: upper-case hex, at least 4 digits, negatives as 16 digits; declared-only = 0; strings as text
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $x = 7 }} $x {{ $y = -1 }} $y {{ $z = 0x12345 }} $z {{ $u }} $u {{ $s = "str" }} $s \
  {{ $w = 0xFFFF }} $w {{ $v = -7 }} $v
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
=== stdout
0007 FFFFFFFFFFFFFFFF 12345 0000 str FFFF FFFFFFFFFFFFFFF9
=== stderr
=== status
0
