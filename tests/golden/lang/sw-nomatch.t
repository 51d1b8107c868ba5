# SWITCH with no matching case prints nothing; the descriptor after the last case body follows the SWITCH
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a G4 X1, 01 one, 02 two b
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=03000000
ev t=1 hw=010A0000 d=01000000
=== stdout
a b
a one b
=== stderr
=== status
0
