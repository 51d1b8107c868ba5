# docs/ref/language.md §16 E35 (first part): unknown hook without 008: built-in raw dump at KERN
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL x
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0AAA0003 d=00000007
=== stdout
                [unknown hook] id=0AA type=A hd=0003 data=00000007
=== stderr
=== status
0
