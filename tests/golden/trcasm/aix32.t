# Raw aix32 streams (docs/ref/tracelog.md §4.1, §6.1 raw mode): entries as §2.1 stream bytes,
# generic buffers zero-filled to 4 (or pad=), the low 32 bits of t after time-stamped
# types; header lines other than byteorder are ignored.  The dump (-d -F aix32) prints
# t only for time-stamped entries, invalid-type runs and a truncated tail as raw lines,
# and re-assembles byte-identically.
=== file a.txt
trcasm 1
byteorder big
env 64
records
ev hw=10110001
ev t=4294967296 hw=10190002
ev hw=10220003 d=11
ev t=7 hw=102A0004 d=12
ev hw=10260005 d=1,2,3,4,5
ev t=8 hw=102E0006 d=1,2,3,4,5
ev hw=10300003 d=99 str="abc"
ev t=9 hw=10380002 d=98 buf=FFFE pad=0102
raw 10330000
raw 1034000010350000
ev hw=10110007
raw 1022
=== cmd
trcasm --aix32 -o a.bin a.txt && od -An -tx1 -w16 -v a.bin && trcasm -d -F aix32 a.bin > a.out && cat a.out && trcasm --aix32 -o a2.bin a.out && cmp a.bin a2.bin && echo same
=== stdout
 10 11 00 01 10 19 00 02 00 00 00 00 10 22 00 03
 00 00 00 11 10 2a 00 04 00 00 00 12 00 00 00 07
 10 26 00 05 00 00 00 01 00 00 00 02 00 00 00 03
 00 00 00 04 00 00 00 05 10 2e 00 06 00 00 00 01
 00 00 00 02 00 00 00 03 00 00 00 04 00 00 00 05
 00 00 00 08 10 30 00 03 00 00 00 99 61 62 63 00
 10 38 00 02 00 00 00 98 ff fe 01 02 00 00 00 09
 10 33 00 00 10 34 00 00 10 35 00 00 10 11 00 07
 10 22
trcasm 1
byteorder big
env 32
records
ev hw=10110001
ev t=0 hw=10190002
ev hw=10220003 d=00000011
ev t=7 hw=102A0004 d=00000012
ev hw=10260005 d=00000001,00000002,00000003,00000004,00000005
ev t=8 hw=102E0006 d=00000001,00000002,00000003,00000004,00000005
ev hw=10300003 d=00000099 str="abc"
ev t=9 hw=10380002 d=00000098 buf=FFFE pad=0102
raw 103300001034000010350000
ev hw=10110007
raw 1022
same
