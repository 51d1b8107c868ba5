# --stats over ranges with a $STOP: the one run stops at it and counts the spans open there
# as unmatched starts, and so does the range that holds it; a later range, whose walk meets
# the $STOP, reports nothing and must not count them again (difftest seed 10010207: the
# ranges' stats merged had 2 unmatched starts where the whole run has 1)
=== cmd
trcasm -o st.trc st.txt || exit 99
S="--quiet --stats=spans --output=json --span=s=010,012 -t st.fmt"
trcrpt $S st.trc > whole.json
trcrpt $S --range=0:130 st.trc > a.json
trcrpt $S --range=130: st.trc > b.json
grep -o '"unmatched_start":[0-9]*' whole.json a.json b.json
trcrpt --quiet --stats=spans --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
=== file st.fmt
010 1.0 L=APPL "begin"
011 1.0 L=APPL "stop" $D1, 1 { $STOP }
=== file st.txt
trcasm 1
records
ev t=100 hw=01000000
ev t=200 hw=01100000 d=00000001
ev t=300 hw=01000000
=== stdout
whole.json:"unmatched_start":1
a.json:"unmatched_start":1
b.json:"unmatched_start":0
same
