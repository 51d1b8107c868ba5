# docs/ref/language.md §16 E32: back-quoted strings
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
080 1.0 L=APPL `fork: pid=$D1%D1 tid=$D2%D1` `[$HD%X2]` `cost: \$5`
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=080E0005 d=00001C2E,00006089,00000000,00000000,00000000
=== stdout
fork: pid=7214 tid=24713 [0005] cost: $5
=== stderr
=== status
0
