# Raw aix64 streams (docs/ref/tracelog.md §4.2): four u16 hook fields, 8-byte data words, generic
# D1 + buffer zero-filled to 8, u64 time stamp after 0x8000 entries; 0x2000 entries
# carry u32 data (stream size (length + 4) & ~7) and dump as buf=; a non-generic length
# that is not a multiple of 8 (or > 40) skips 8 bytes.  Little endian here.
=== file b.txt
trcasm 1
byteorder little
records
ev hw=0000000001000001
ev t=258 hw=8000001001010002 d=1,2
ev hw=4000000301020003 d=7 str="abc"
ev t=3 hw=C000000801030004 d=8 buf=0102030405060708
ev t=4 hw=A000000C10200005 buf=010000000200000003000000 pad=00000000
ev hw=2000000410210006 buf=09000000 pad=AABBCCDD
raw 0000000C00000000
ev hw=4000000001040007 d=1
raw 01020304
=== cmd
trcasm --aix64 -o b.bin b.txt && od -An -tx1 -w16 -v b.bin && trcasm -d -F aix64 --byteorder=little b.bin > b.out && cat b.out && trcasm --aix64 -o b2.bin b.out && cmp b.bin b2.bin && echo same
=== stdout
 00 00 00 00 00 01 01 00 00 80 10 00 01 01 02 00
 01 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00
 02 01 00 00 00 00 00 00 00 40 03 00 02 01 03 00
 07 00 00 00 00 00 00 00 61 62 63 00 00 00 00 00
 00 c0 08 00 03 01 04 00 08 00 00 00 00 00 00 00
 01 02 03 04 05 06 07 08 03 00 00 00 00 00 00 00
 00 a0 0c 00 20 10 05 00 01 00 00 00 02 00 00 00
 03 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00
 00 20 04 00 21 10 06 00 09 00 00 00 aa bb cc dd
 00 00 00 0c 00 00 00 00 00 40 00 00 04 01 07 00
 01 00 00 00 00 00 00 00 01 02 03 04
trcasm 1
byteorder little
env 64
records
ev hw=0000000001000001
ev t=258 hw=8000001001010002 d=0000000000000001,0000000000000002
ev hw=4000000301020003 d=0000000000000007 str="abc"
ev t=3 hw=C000000801030004 d=0000000000000008 buf=0102030405060708
ev t=4 hw=A000000C10200005 buf=010000000200000003000000
ev hw=2000000410210006 buf=09000000 pad=AABBCCDD
raw 0000000C00000000
ev hw=4000000001040007 d=0000000000000001
raw 01020304
same
