# S2 big-endian: length 0x0300 runs past the entry (short entry), then a good record
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 S2 end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000005 d=00000000 buf=0300616263
ev t=1 hw=01000005 d=00000000 buf=0003616263
=== stdout
[short entry: need 768 at 10 of 13]
abc end
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 768 at 10 of 13
=== status
0
