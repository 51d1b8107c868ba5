# user function: missing arguments are undefined (0)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
0F0 1.0 L=APPL "" {{ f($a, $b) "a="$a%D1 "b="$b%D1 }}
010 1.0 L=APPL f(5) f() f(1, 2)
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
=== stdout
a=5 b=0 a=0 b=0 a=1 b=2
=== stderr
=== status
0
