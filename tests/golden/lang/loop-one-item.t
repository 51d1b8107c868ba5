# A LOOP whose body is one data item runs as one specialised instruction (docs/interpreter.md
# §Specialised code): word, Z, other codes, overrun, a count read from the data, setdelim(0),
# a back-quoted item.  tests/fuse.sh runs it with --no-fuse too (the plain loop).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
011 1.0 L=APPL "W" G4 LOOP 3 {U4} n
012 1.0 L=APPL "Z" G8 LOOP 2 {Z} n
013 1.0 L=APPL "X" G4 LOOP 4 {X1} n
014 1.0 L=APPL "O" G4 LOOP 7 {U4} n
015 1.0 L=APPL "D" G4 LOOP X1 {D2} n
016 1.0 L=APPL "S" G4 setdelim(0) LOOP 3 {X1} setdelim(1) n
017 1.0 L=APPL "T" G4 LOOP 2 {`U4`} n
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=011E0000 d=00000001,00000002,00000003,00000004,00000005
ev t=1 hw=01200000 d=00000000 str="ab\0cd\0"
ev t=2 hw=013E0000 d=0A0B0C0D,00000002,00000003,00000004,00000005
ev t=3 hw=014E0000 d=00000001,00000002,00000003,00000004,00000005
ev t=4 hw=015E0000 d=03FFFEFF,FD000000,00000003,00000004,00000005
ev t=5 hw=016E0000 d=0A0B0C0D,00000002,00000003,00000004,00000005
ev t=6 hw=017E0000 d=00000001,00000002,00000003,00000004,00000005
=== stdout
W 1 2 3 n
Z ab cd n
X 0A 0B 0C 0D n
O 1 2 3 4 5 [loop overrun: count 7, ran 5] n
D -2 -3 0 n
S 0A0B0C n
T 12 n
=== stderr
trcrpt: in.trc:232: hook 014: loop overrun: count 7, ran 5
=== status
0
