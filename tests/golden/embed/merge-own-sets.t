# -m over two traces whose embedded sets give hook 100 different meanings: each record is
# formatted with its own input's set (docs/templates.md "Embedded sets"); without -m each
# input in turn likewise; -O embedded=off ignores both (008 of the default set); an input
# without a set next to one with a set is formatted without it.
=== file a.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=10020000 d=00000007
ev t=3000 hw=10020000 d=00000008
=== file b.txt
trcasm 1
start 1709294400000000000 0
records
ev t=2000 hw=10020000 d=00000007
ev t=4000 hw=10020000 d=00000008
=== file a.fmt
100 1.0 L=APPL "OPEN" fd=$D1%D1
=== file b.fmt
100 1.0 L=APPL "CLOSE" handle=$D1%X4
=== cmd
unset TRCFMT
trcasm a.txt -o a0.trc && trcasm b.txt -o b0.trc
trcrpt -r --embed-templates -t a.fmt a0.trc > a.trc 2> /dev/null
trcrpt -r --embed-templates -t b.fmt b0.trc > b.trc 2> /dev/null
trcrpt -m -h -O timestamp=3 a.trc b.trc
trcrpt -h -O timestamp=3 --quiet a.trc b.trc
trcrpt -m -h -O timestamp=3,embedded=off --quiet a.trc b.trc
trcrpt -m -h -O timestamp=3 --quiet b0.trc a.trc
trcrpt -m -r --embed-templates a.trc b.trc > ab.trc
echo "status $?"
=== stdout
100    OPEN fd=7
100    CLOSE handle=00000007
100    OPEN fd=8
100    CLOSE handle=00000008
100    OPEN fd=7
100    OPEN fd=8
100    CLOSE handle=00000007
100    CLOSE handle=00000008
100                    hd=0000 d1=00000007
100                    hd=0000 d1=00000007
100                    hd=0000 d1=00000008
100                    hd=0000 d1=00000008
100    OPEN fd=7
100                    hd=0000 d1=00000007
100    OPEN fd=8
100                    hd=0000 d1=00000008
status 2
=== stderr
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: -r --embed-templates: the inputs carry different embedded template sets; one log holds one set
