# derived from docs/ref/tracelog.md §5.2: 008 on a 64-bit non-generic and a 64-bit generic entry
=== cmd
cp "$top_srcdir/templates/system.tmpl" tpl.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=800000100AA00003 d=0000000000000007,0000000000000008
ev t=1 hw=400000030AA00001 d=0000000000000009 buf=AABBCC
=== stdout
                flags=8000 sub=0003 0000000000000007 0000000000000008
                flags=4000 sub=0001 len=3 d1=0000000000000009 data=AABBCC
=== stderr
=== status
0
