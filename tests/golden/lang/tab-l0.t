# L=0 tab stops are 3, 11, 19, 27
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
013 1.0 L=0 abc \t x \t\t y
014 1.0 L=0 \t z
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01310000
ev t=1 hw=01410000
=== stdout
abc        x               y
   z
=== stderr
=== status
0
