# Z through the word-at-a-time copy: strings longer than 8 bytes, control bytes (0x01, 0x7F,
# tab, 0x1F) in the first or a later word shown as ".", a control byte first after a soft
# blank, no NUL up to L at a multiple of 8
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 Z Z Z end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000020 d=00000000 buf=6162636465666768696A000162637F006B6C6D6E6F707172737475767778791F
ev t=1 hw=01000011 d=00000000 buf=096162636465666768696A6B6C6D6E6F00
ev t=2 hw=01000008 d=00000000 buf=3132333435363738
=== stdout
abcdefghij .bc. klmnopqrstuvwxy. end
.abcdefghijklmno end
12345678 end
=== status
0
