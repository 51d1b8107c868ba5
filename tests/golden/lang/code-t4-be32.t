# T4 of 0, of 0xFFFFFFFF (unsigned), of 2^31-1 and of a known date
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 T4 T4 T4 T4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=00000000,FFFFFFFF,7FFFFFFF,65E1C340,00000000
=== stdout
1970-01-01T00:00:00Z 2106-02-07T06:28:15Z 2038-01-19T03:14:07Z 2024-03-01T12:00:00Z
=== stderr
=== status
0
