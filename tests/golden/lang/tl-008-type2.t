# docs/ref/tracelog.md §5.2: shipped 008 template, 32-bit type A entry
=== cmd
cp "$top_srcdir/templates/system.tmpl" tpl.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0AAA0003 d=00000007
=== stdout
                hd=0003 d1=00000007
=== stderr
=== status
0
