# recursive function calls count toward the nesting limit of 10
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
0F3 1.0 L=APPL "" {{ r($n) $n%D1 r($n + 1) }}
010 1.0 L=APPL r(1)
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01110000
=== stdout
1 2 3 4 5 6 7 8 9 10 [nesting too deep: limit 10]
next
=== stderr
trcrpt: in.trc:72: hook 010: nesting too deep: limit 10
=== status
0
