# --stats-by groups by the value as the outputs show it: a string value's bytes that start
# no valid UTF-8 sequence are U+FFFD, so the values 80 and 81 (A1 of 0x80 and 0x81) are one
# group "\uFFFD", as --stats-merge reads the JSON back.  Each was a group of its own, two
# rows printed alike, and the ranges' stats merged had one row where the whole run had two
# (difftest seed 411).  The text table aligns the group's column by characters.
=== cmd
trcasm -o u.trc u.txt || exit 99
trcrpt --quiet --stats=hooks --stats-by=g -t u.fmt u.trc
S="--quiet --stats=hooks --output=json --stats-by=g -t u.fmt"
trcrpt $S u.trc > whole.json
cat whole.json
trcrpt $S --range=0:100 u.trc > a.json
trcrpt $S --range=100: u.trc > b.json
trcrpt --quiet --stats=hooks --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
=== file u.fmt
010 1.0 L=APPL "u" g=A1
=== file u.txt
trcasm 1
records
ev t=100 hw=01000000 d=80808080
ev t=200 hw=01000000 d=81818181
ev t=300 hw=01000000 d=41414141
=== stdout
Hooks (3 events)
ID   GROUP  LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  A      u          1  33.33%  0.000000300  0.000000300             -
010  �      u          2  66.67%  0.000000100  0.000000200   20000000.00
{"table":"stats","version":1,"events":3,"by":"g"}
{"table":"hooks","id":"010","group":"A","label":"u","count":1,"share":0.333333,"first_ns":300,"last_ns":300}
{"table":"hooks","id":"010","group":"�","label":"u","count":2,"share":0.666667,"first_ns":100,"last_ns":200}
same
