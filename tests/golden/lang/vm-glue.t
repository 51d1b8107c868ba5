# glue (§2.1): no soft blank between a data item and the token glued to it; block ends are not glue
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL X1"|" $HD%X1"|" x=X1 y {X1}"|" G2 X1 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A4142 d=43444546
=== stdout
41| 4142| x=42 y 43 | 41 |
