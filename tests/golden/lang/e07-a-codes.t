# docs/ref/language.md §16 E7: A codes: padding, NUL, cut, A0.n
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 A8.12 "|" G8 A16 "|" G8 A16.16 "|" A0.3 "|" G8 A16.4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000010 d=00000000 str="hello world\0\0\0\0\0"
=== stdout
hello wo    | hello world | hello world     |   | hell
=== stderr
=== status
0
