# trcshm recovery frames a record by the trclog rule (docs/libtrc.md, trcshm files): the
# second record of this file (found by the fuzz target trcshm's copy check) is committed
# but a 32-bit entry with a namespace byte, which no trclog record is.  It is skipped and
# counted in the chunk's 006 record (1 event lost) where it was reported as a hook 000
# record; -r copied it then, and the copy's reader lost every record after it.  Now the
# copy reports the same.
=== cmd
f="$top_srcdir/tests/fuzz/regress/trcshm/copy-namespace-32bit"
trcrpt -h --quiet -F trcshm "$f" > a.txt; cat a.txt
trcrpt --quiet -F trcshm -r -o c.trc "$f" && trcrpt -h --quiet -O order=file c.trc > b.txt
cmp a.txt b.txt && echo "the copy reports the same"
=== stdout
017        0.000000500       0.000000                  hd=0000
006        0.000000500       0.000000                  LOST EVENTS 1 events lost (stalled writer)
013        0.000004000       0.003500                  hd=0000 d1=0000BEEF
014        0.000005000       0.001000                  hd=0000 d1=00000001
015        0.000006000       0.001000                  hd=0000 d1=00000002
016        0.000007000       0.001000                  hd=0000 d1=00000000
006        0.000007000       0.000000                  LOST EVENTS 3 events lost (buffer full)
the copy reports the same
