# S2 little-endian: bytes 03 00 are length 3
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 S2 end
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=01000005 d=00000000 buf=0300616263
=== stdout
abc end
=== stderr
=== status
0
