# derived from docs/ref/tracelog.md §5.1/§5.2: 008 on types 9, 3 (invalid), E; 006 with an unknown reason (back-quoted \* case)
=== cmd
cp "$top_srcdir/templates/system.tmpl" tpl.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0AA90005
ev t=1 hw=0AA30005
ev t=2 hw=0AAE0001 d=00000001,00000002,00000003,00000004,00000005
ev t=3 hw=006E0009 d=00000000,00000000,00000000,00000000,00000000
=== stdout
                hd=0005
                type=3 hd=0005
                hd=0001 d1=00000001 d2=00000002 d3=00000003 d4=00000004 d5=00000005
                LOST EVENTS 0 events lost (reason 9)
=== stderr
=== status
0
