# docs/ref/tracelog.md §5.2: shipped 008 template, 32-bit generic entry
=== cmd
cp "$top_srcdir/templates/system.tmpl" tpl.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0AA00005 d=00000000 buf=0102030405
=== stdout
                len=5 d1=00000000 data=0102030405
=== stderr
=== status
0
