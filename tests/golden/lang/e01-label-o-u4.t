# docs/ref/language.md §16 E1: label, O, U4; hidden label; initial DP = hook data
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
011 1.0 L=APPL "@hidden" U2 words
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000007
ev t=1 hw=011A002A d=00000000
=== stdout
USER EVENT count = 7
42 words
=== stderr
=== status
0
