# docs/ref/language.md §16 E37: update-file form used with -t
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL "plus form" U2
- 011
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0009 d=00000000
=== stdout
plus form 9
=== stderr
tpl.fmt:3:1: warning: '-' line ignored outside trcupdate
- 011
^
=== status
0
