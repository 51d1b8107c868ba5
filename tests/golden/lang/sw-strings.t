# string SWITCH: exact case-sensitive match, quoted value with a blank, regex with (?i), unanchored regex, \*
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 A4, AB upper, ab lower, "a b" spaced, /(?i)^xy/ xy, /c/ has-c, \* none
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000004 d=00000000 str="ab\0\0"
ev t=1 hw=01000004 d=00000000 str="AB\0\0"
ev t=2 hw=01000004 d=00000000 str="a b\0"
ev t=3 hw=01000004 d=00000000 str="xYz\0"
ev t=4 hw=01000004 d=00000000 str="abc\0"
ev t=5 hw=01000004 d=00000000 str="zzzz"
=== stdout
lower
upper
spaced
xy
has-c
none
=== stderr
=== status
0
