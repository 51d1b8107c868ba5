# docs/ref/language.md §16 E29: $NOPRINT still changes state
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
061 1.0 L=APPL hidden $NOPRINT pidinstall($D1, 0, "worker")
062 1.0 L=APPL who $D1%P4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=061A0000 d=00000064
ev t=1 hw=062A0000 d=00000064
=== stdout
who worker
=== stderr
=== status
0
