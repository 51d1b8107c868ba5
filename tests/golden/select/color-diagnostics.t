# --color=always colours the word warning of a diagnostic (merge warning); json etc. are other helpers' business
=== cmd
cp "$top_srcdir/tests/fixtures/select-c.txt" c.txt
cp "$top_srcdir/tests/fixtures/select-d.txt" d.txt
trcasm -o c.trc c.txt && trcasm -o d.trc d.txt && trcrpt -m -h --quiet --color=always -t s.fmt d.trc c.trc > /dev/null
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== stderr
trcrpt: [33mwarning[0m: d.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: [33mwarning[0m: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: d.trc:72: hook 060: short entry: need 4 at 8 of 8
