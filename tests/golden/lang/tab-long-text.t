# \t goes to the next stop strictly right of the column: after 10 columns to 16, after exactly 8 to 16, from 0 to 8
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL abcdefghij \t X1 \n abcdefgh \t X1 \n \t X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A4142 d=43000000
=== stdout
abcdefghij      41
abcdefgh        42
        43
=== stderr
=== status
0
