# --stats over ranges when the bytes after the last record are skipped (a truncated log):
# a range that ends inside them meets no record at or past its end, yet later ranges
# follow; its open spans are theirs, and only the range that reaches the end of the file
# counts them as unmatched starts.  The first range counted the open span too, so the
# merged stats had 2 unmatched starts where the whole run has 1 (difftest seed 40).
=== cmd
trcasm -o full.trc in.txt && head -c 200 full.trc > t.trc || exit 99
S="--quiet --stats=spans --output=json --span=s=010,011 -t s.fmt"
trcrpt $S t.trc > whole.json 2>/dev/null
trcrpt $S --range=0:196 t.trc > a.json 2>/dev/null
trcrpt $S --range=196: t.trc > b.json 2>/dev/null
grep -o '"unmatched_start":[0-9]*' a.json b.json
trcrpt --quiet --stats=spans --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
=== file s.fmt
010 1.0 L=APPL "begin"
011 1.0 L=APPL "end"
=== file in.txt
trcasm 1
records
ev t=100 hw=01000000
ev t=200 hw=01100000
ev t=300 hw=01000000
ev t=400 hw=01000000
=== stdout
a.json:"unmatched_start":0
b.json:"unmatched_start":1
same
