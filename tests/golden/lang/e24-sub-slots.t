# docs/ref/language.md §16 E24: subroutine: macros bind by slot
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL caller {{ $a = 5 }} {{ $b = 7 }} $021 $a%D1 $b%D1
021 1.0 L=APPL "" {{ $x }} {{ $y }} {{ $s = $x + $y }} sum=$s%D1 {{ $x = 100 }}
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=02010000
=== stdout
caller sum=12 100 7
=== stderr
=== status
0
