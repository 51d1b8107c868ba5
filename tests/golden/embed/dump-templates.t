# --dump-templates shows the embedded layer like the others (`# <embedded in LOG>`), and
# -t replaces an embedded template of the same hook (the embedded layer is below -t).
=== file t.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=01120000 d=00000007
ev t=2000 hw=01220000 d=00000008
=== file s.fmt
011 1.0 L=APPL "A" $D1%D1
012 1.0 L=APPL "B" $D1%D1
=== file over.fmt
012 1.0 L=APPL "OVER" $D1%D1
=== cmd
trcasm t.txt -o t0.trc
trcrpt -r --embed-templates -t s.fmt t0.trc > t.trc 2> /dev/null
trcrpt --dump-templates -t over.fmt t.trc
trcrpt -h -O timestamp=3 --quiet -t over.fmt t.trc
=== stdout
# <embedded in t.trc>
011 1.0 L=APPL "A" $D1%D1
# over.fmt
012 1.0 L=APPL "OVER" $D1%D1
011    A 7
012    OVER 8
