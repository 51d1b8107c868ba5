# %Am / %Am.n: string cut to m, then cut/padded to n; a number uses its default text
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $s = "abcdef" }} $s%A3 "|" $s%A3.5 "|" $s%A10.2 "|" {{ $n = 0x1234 }} $n%A2.4 "|" $n%A8 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
=== stdout
abc | abc  | ab | 12  | 1234 |
=== stderr
=== status
0
