# E5 on a little-endian trace: G0 B0.12 reads the stored bytes 0A 01, not the hook ID (docs/ref/language.md §5.2)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G0 B0.12 B0.4 O2 B1.3 B0.5
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010A0000 d=0000F0F0
=== stdout
0A0 1 787 10
=== stderr
=== status
0
