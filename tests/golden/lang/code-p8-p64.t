# P8 on a 64-bit entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 P8 pidinstall($D1, 0, "big") W1 P8
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000000801000000 d=00000000000004D2
=== stdout
1234 big
=== stderr
=== status
0
