# a numeric register format on a string prints the string and is a fault without marker; the event continues
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $s = "abc" }} $s%D4 next
011 1.0 L=APPL ok
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
ev t=1 hw=011A0000 d=00000000
=== stdout
abc next
ok
=== stderr
trcrpt: in.trc:72: hook 010: numeric format on a string
=== status
0
