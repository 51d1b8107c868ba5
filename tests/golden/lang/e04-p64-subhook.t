# docs/ref/language.md §16 E4: 64-bit entry (P64): DP starts at the sub-hook
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL U2 W2 U8 G8 X8 $HD%D2
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000001001000005 d=0000000000000009,000000000000000A
=== stdout
5 10 0000000000000009 5
=== stderr
=== status
0
