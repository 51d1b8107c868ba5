# docs/ref/language.md §16 E12: T4, E4, pidinstall and %P
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 T4 E4 {{ $p = U4 }} pidinstall($p, 1, "myprog") $p%P4 $p%D4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=65E1C340,00000002,000004D2,00000000,00000000
=== stdout
2024-03-01T12:00:00Z ENOENT myprog 1234
=== stderr
=== status
0
