# T4 on a little-endian trace
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 T4 T4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=65E1C340,00000000,00000000,00000000,00000000
=== stdout
2024-03-01T12:00:00Z 1970-01-01T00:00:00Z
=== stderr
=== status
0
