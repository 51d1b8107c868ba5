# P4: unknown pid prints decimal; after pidinstall (argument read by a code) the name
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 P4 pidinstall(U4, 0, "daemon") G8 P4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=00000064,00000064,00000000,00000000,00000000
=== stdout
100 daemon
=== stderr
=== status
0
