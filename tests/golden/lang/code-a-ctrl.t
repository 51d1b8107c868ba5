# A prints 0x01-0x1F and 0x7F as '.', copies bytes >= 0x80; A0 glued to a string: no blank
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 A8 "|" G8 A0"|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000008 d=00000000 buf=4101091F7FC3A942
=== stdout
A....éB | A|
=== stderr
=== status
0
