# static body size: K = floor(bits left / S); the leftover odd byte is not read (no short entry); K = 0
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP 3 {X2} end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000005 d=00000000 buf=AABBCCDDEE
ev t=1 hw=01000000 d=00000000
ev t=2 hw=01000006 d=00000000 buf=AABBCCDDEEFF
=== stdout
AABB CCDD [loop overrun: count 3, ran 2] end
[loop overrun: count 3, ran 0] end
AABB CCDD EEFF end
=== stderr
trcrpt: in.trc:72: hook 010: loop overrun: count 3, ran 2
trcrpt: in.trc:120: hook 010: loop overrun: count 3, ran 0
=== status
0
