# docs/ref/language.md §16 E31: levels: L=KERN, level change in a case, L=0
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
071 1.0 L=KERN k \n k2
072 1.0 L=APPL @x X2, \* { L=INT int }
073 1.0 L=0 h \t x
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=07110000
ev t=1 hw=072A0000 d=00000000
ev t=2 hw=07310000
=== stdout
                k
                k2
                        int
h  x
=== stderr
=== status
0
