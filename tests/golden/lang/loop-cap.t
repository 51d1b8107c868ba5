# LOOP count > 65536: marker, fault, runs 65536 times
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL LOOP 70000 { {{ $i = $i + 1 }} } $i%D4
011 1.0 L=APPL ok
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01110000
=== stdout
[loop count 70000 capped at 65536] 65536
ok
=== stderr
trcrpt: in.trc:72: hook 010: loop count 70000 capped at 65536
=== status
0
