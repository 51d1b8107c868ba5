# short entry on a 64-bit entry whose length field says one data word
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL U2 W1 X8 X8
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000000801000005 d=0000000000000001
ev t=1 hw=8000001001000006 d=0000000000000001,0000000000000002
=== stdout
5 0000000000000001 [short entry: need 8 at 16 of 16]
6 0000000000000001 0000000000000002
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 8 at 16 of 16
=== status
0
