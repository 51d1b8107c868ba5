# trcrpt -c LOG: the set LOG is formatted with, checked, one summary line per source, the
# embedded set among them (`-c` says which sources are in use).
=== file t.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=01120000 d=00000007
=== file s.fmt
011 1.0 L=APPL "A" $D1%D1
=== file over.fmt
011 1.0 L=APPL "OVER" $D1%D1
=== cmd
trcasm t.txt -o t0.trc
trcrpt -r --embed-templates -t s.fmt t0.trc > t.trc 2> /dev/null
trcrpt -c -t over.fmt t.trc
=== stderr
over.fmt:1: note: template 011 replaces <embedded in t.trc>:2
<embedded in t.trc>: 1 template, 0 errors, 0 warnings
over.fmt: 1 template, 0 errors, 0 warnings
