# docs/ref/tracelog.md §5.2: shipped 006 template (LOST EVENTS, reason 1)
=== cmd
cp "$top_srcdir/templates/system.tmpl" tpl.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=006E0001 d=000004B0,00000000,00000000,00000000,00000000
=== stdout
                LOST EVENTS 1200 events lost (buffer full)
=== stderr
=== status
0
