# E codes on a little-endian trace (same d words, different bytes) (Linux host)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 E4 E2 E2 E1 E1 E2 E4 E4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=00000002,000B0023,5F010FA0,FFFFFFFF,0000000D
=== stdout
ENOENT EDEADLK EAGAIN 160 ENOTBLK 24321 4294967295 EACCES
=== stderr
=== status
0
