# docs/ref/language.md §16 E25: nesting limit
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
030 1.0 L=APPL d {{ $n = $n + 1 }} $n%D1 $030
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=03010000
=== stdout
d 1 2 3 4 5 6 7 8 9 10 11 [nesting too deep: limit 10]
=== stderr
trcrpt: in.trc:72: hook 030: nesting too deep: limit 10
=== status
0
