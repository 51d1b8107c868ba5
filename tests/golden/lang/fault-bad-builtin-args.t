# a builtin with an argument of the wrong type does nothing and is a fault without marker
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a pidinstall("x", 1, "n") b
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01110000
=== stdout
a b
next
=== stderr
trcrpt: in.trc:72: hook 010: bad arguments to pidinstall
=== status
0
