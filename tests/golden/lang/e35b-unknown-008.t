# docs/ref/language.md §16 E35 (second part): $DEFAULT and unknown hook formatted by 008
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
008 1.0 L=KERN "@DEFAULT" hd=$HD%X2
0A1 1.0 L=APPL wrap $DEFAULT
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0A1A0003 d=00000000
ev t=1 hw=0A2A0005 d=00000000
=== stdout
wrap hd=0003
                hd=0005
=== stderr
=== status
0
