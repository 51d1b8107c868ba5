# T8 signed: the edges of years 0-9999 (outside: decimal seconds) and -1
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 T8 T8 T8 T8 T8
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000002801000000 d=0000003AFFF4417F,0000003AFFF44180,FFFFFFF1868B8400,FFFFFFF1868B83FF,FFFFFFFFFFFFFFFF
=== stdout
9999-12-31T23:59:59Z 253402300800 0000-01-01T00:00:00Z -62167219201 1969-12-31T23:59:59Z
=== stderr
=== status
0
