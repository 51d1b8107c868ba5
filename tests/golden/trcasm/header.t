# Every header line kind (docs/ref/tracelog.md §6.1): fixed fields, TLVs 1-10, attr, tlv, tlvraw.
# The bytes pin §3.1 (H = 64 + TLV bytes + 4 rounded to 8 = 224); the dump is canonical:
# a tag 1..10 TLV whose text is not valid UTF-8 comes back as tlvraw.
=== file h.txt
trcasm 1
byteorder big
env 64
timebase 3 7
start -5 55
cpus 4
syncinterval 4096
hflags 0x3
sysname "AIX"
nodename "n\x01"
release "7.3"
version "2 \"q\" \\ \t"
machine "ppc64"
cmdline "a b"
source "trclog"
producer "trcasm"
buffering "chain 8 x 1 MiB"
ipaddr "10.0.0.1"
attr "key" "välue"
tlv 99 0102
tlv 1 FF00
tlvraw 0063000201020304
records
=== cmd
trcasm -o h.bin h.txt && od -An -tx1 -w16 -v h.bin && trcasm -d h.bin | diff h.txt - ; echo "diff $?"
=== stdout
 89 54 52 43 4c 4f 47 0a 01 02 03 04 00 01 00 00
 00 00 00 e0 40 00 00 04 00 00 00 03 00 00 10 00
 00 00 00 00 00 00 00 03 00 00 00 00 00 00 00 07
 ff ff ff ff ff ff ff fb 00 00 00 00 00 00 00 37
 00 01 00 03 41 49 58 00 00 02 00 02 6e 01 00 00
 00 03 00 03 37 2e 33 00 00 04 00 09 32 20 22 71
 22 20 5c 20 09 00 00 00 00 05 00 05 70 70 63 36
 34 00 00 00 00 06 00 03 61 20 62 00 00 07 00 06
 74 72 63 6c 6f 67 00 00 00 08 00 06 74 72 63 61
 73 6d 00 00 00 09 00 0f 63 68 61 69 6e 20 38 20
 78 20 31 20 4d 69 42 00 00 0a 00 08 31 30 2e 30
 2e 30 2e 31 00 10 00 0a 6b 65 79 00 76 c3 a4 6c
 75 65 00 00 00 63 00 02 01 02 00 00 00 01 00 02
 ff 00 00 00 00 63 00 02 01 02 03 04 00 00 00 00
21c21
< tlv 1 FF00
---
> tlvraw 00010002FF000000
diff 1
