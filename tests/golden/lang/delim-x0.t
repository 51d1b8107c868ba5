# X0 creates no soft blank (glued to a string: none), but blanks between descriptors still do (§8.3 (a))
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X0"|" X1 X0 X0 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=11223344
=== stdout
11| 22 33 44 |
=== stderr
=== status
0
