# docs/ref/language.md §16 E30: tabs and newlines
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
070 1.0 L=APPL a \t X1 \n b \t\t X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=070A4142 d=00000000
=== stdout
a       41
b               42
=== stderr
=== status
0
