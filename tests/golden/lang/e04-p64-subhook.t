# docs/ref/language.md §16 E4: 64-bit entry (P64): DP starts at the sub-hook; its G8 into
# the data words is warned about (issue 33 item 3: nothing tells a template meant for
# 64-bit entries from one meant for 32-bit ones)
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
trcrpt: template 010 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
=== status
0
