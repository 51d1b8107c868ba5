# The regex budget of every template (docs/templates.md "Safety"): a catastrophic pattern
# on a 22-byte subject needs more than 1,000,000 match steps (PCRE2's own default limit,
# 10,000,000, would let it finish): the fault `[regex error: match limit exceeded]`.
=== file t.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=10000016 d=00000000 str="aaaaaaaaaaaaaaaaaaaaab"
=== file re.fmt
100 1.0 L=APPL "R" G8 A22, /^(a+)+$/ "match", \* "no"
=== cmd
trcasm t.txt -o t.trc
trcrpt -h -O timestamp=3 -t re.fmt t.trc
=== stdout
100    R [regex error: match limit exceeded]
=== stderr
trcrpt: t.trc:72: hook 100: regex error: match limit exceeded
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=1 skipped=0
