# case bodies may be a LOOP, a STMT or a block
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X1, 01 LOOP 2 {X1}, 02 {{ $v = 9 }}, \* { "star" } $v%D1 end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=01AABB00
ev t=1 hw=010A0000 d=02000000
ev t=2 hw=010A0000 d=03000000
=== stdout
AA BB 0 end
9 end
star 0 end
=== stderr
=== status
0
