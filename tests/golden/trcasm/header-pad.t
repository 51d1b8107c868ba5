# start unknown, hflags, hpad (bytes between the end TLV and H when not the minimal zero
# fill); a dump of a file with an over-long zero fill prints hpad; a minimal file prints
# no hpad.  `tlv TAG` alone is a TLV with an empty value.
=== file p.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start unknown 0
cpus 0
syncinterval 0
hflags 0x80000001
hpad 000000AB
records
=== file q.txt
trcasm 1
byteorder little
env 32
timebase 1000 3
start 0 18446744073709551615
cpus 65535
syncinterval 0
sysname "x"
tlv 300
hpad 0000000000000000
records
=== cmd
trcasm -o p.bin p.txt && od -An -tx1 -w16 -v p.bin && trcasm -d p.bin | cmp - p.txt && echo same
trcasm -o q.bin q.txt && od -An -tx1 -w16 -v q.bin && trcasm -d q.bin | cmp - q.txt && echo same
=== stdout
 89 54 52 43 4c 4f 47 0a 01 02 03 04 00 01 00 00
 00 00 00 48 20 00 00 00 80 00 00 01 00 00 00 00
 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 01
 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 ab
same
 89 54 52 43 4c 4f 47 0a 04 03 02 01 01 00 00 00
 58 00 00 00 20 00 ff ff 00 00 00 00 00 00 00 00
 e8 03 00 00 00 00 00 00 03 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 00 ff ff ff ff ff ff ff ff
 01 00 01 00 78 00 00 00 2c 01 00 00 00 00 00 00
 00 00 00 00 00 00 00 00
same
