# docs/ref/language.md §16 E2: continuation and a comment inside a stanza
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "x" \
# comment lines may sit inside a continued stanza
    X2 \
    X4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0001 d=0000FFFF
=== stdout
x 0001 0000FFFF
=== stderr
=== status
0
