# An empty pad= on a raw entry that needs no fill (issue 13 finding: the writer was handed
# (NULL, 0)); the writer accepts empty appends, and the entry assembles as without pad=.
=== file a.txt
trcasm 1
byteorder big
env 32
records
ev hw=10110001 pad=
ev hw=10220003 d=11 pad=
=== cmd
trcasm --aix32 -o a.bin a.txt && od -An -tx1 -w16 -v a.bin
=== stdout
 10 11 00 01 10 22 00 03 00 00 00 11
