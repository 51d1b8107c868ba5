# -m ties: equal wall clocks keep input order, then record order
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt || exit 99
trcasm -o x.trc x.txt && trcasm -o y.trc y.txt && trcrpt -m -h --quiet -t all.fmt -O timestamp=2,order=file y.trc x.trc
=== file x.txt
trcasm 1
start 1000 0
records
ev t=5 hw=010A0000 d=00000001
ev t=5 hw=010A0000 d=00000002
ev t=3 hw=010A0000 d=00000003
=== file y.txt
trcasm 1
start 1002 0
records
ev t=3 hw=020A0000 d=00000004
ev t=4 hw=020A0000 d=00000005
=== stdout
020              0.005  OTHER v=4
010              0.005  USER EVENT v=1
010              0.005  USER EVENT v=2
010              0.003  USER EVENT v=3
020              0.006  OTHER v=5
