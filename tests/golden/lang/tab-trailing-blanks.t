# lines never end with blanks (docs/ref/report.md §3.2): a tab or A padding at the end of a line is not printed
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
015 1.0 L=APPL a \t \n b G8 A2.6
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01500002 d=00000000 buf=6162
=== stdout
a
b ab
=== stderr
=== status
0
