# trcrpt -c --against LOG -t SET: the hook IDs of LOG without a template (with counts),
# the templates no record needs (a subroutine called by a used template is needed), then
# the counts; the -c summary as usual; exit 0.
=== file t.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=01120000 d=00000007
ev t=2000 hw=01120000 d=00000008
ev t=3000 hw=0BB20000 d=00000001
ev t=4000 hw=0BB20000 d=00000001
ev t=5000 hw=0BB20000 d=00000001
=== file s.fmt
011 1.0 L=APPL "REQUEST" $019
019 1.0 "" sub=$D1%D1
01E 1.0 L=APPL "NEVER"
=== cmd
trcasm t.txt -o t.trc
trcrpt -c --against t.trc -t s.fmt
=== stdout
0BB: no template (3 records)
01E: template never used
t.trc: 5 records, 2 hook IDs, 1 without a template, 1 templates never used; no embedded template set
=== stderr
s.fmt: 3 templates, 0 errors, 0 warnings
