# a function call has its own slot vector: body macro slot 1 is not the caller's slot 1
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
0F1 1.0 L=APPL "" {{ g(p) {{ $q }} $q%D1 {{ $q = 42 }} }}
011 1.0 L=APPL {{ $a = 7 }} {{ $b = 8 }} g(1) $b%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01110000
=== stdout
0 8
=== stderr
=== status
0
