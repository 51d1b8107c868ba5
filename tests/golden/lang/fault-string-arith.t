# a string reaching arithmetic at run time (via slot binding) yields 0 and a fault without marker
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL s {{ $v = "ab" }} $021 ok
021 1.0 L=APPL "" {{ $w }} {{ $r = $w * 2 }} $r%D1
022 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=02010000
ev t=1 hw=02210000
=== stdout
s 0 ok
next
=== stderr
trcrpt: in.trc:72: hook 020: string in arithmetic
=== status
0
