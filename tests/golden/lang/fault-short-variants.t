# short entries: after X4, on a type-1 entry (L=4), a read straddling L, an absolute offset with BP, a SWITCH subject
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X4 X1
011 1.0 L=APPL U2 U4
012 1.0 L=APPL G6 U4
013 1.0 L=APPL {{ $BASEPOINTER = 4 }} G2 X4
014 1.0 L=APPL G8 X1, 01 one
015 1.0 L=APPL fine
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000007
ev t=1 hw=01110005
ev t=2 hw=012A0000 d=00000000
ev t=3 hw=013A0000 d=00000000
ev t=4 hw=014A0000 d=00000000
ev t=5 hw=015A0000 d=00000000
=== stdout
00000007 [short entry: need 1 at 8 of 8]
5 [short entry: need 4 at 4 of 4]
[short entry: need 4 at 6 of 8]
[short entry: need 4 at 6 of 8]
[short entry: need 1 at 8 of 8]
fine
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 1 at 8 of 8
trcrpt: in.trc:112: hook 011: short entry: need 4 at 4 of 4
trcrpt: in.trc:152: hook 012: short entry: need 4 at 6 of 8
trcrpt: in.trc:192: hook 013: short entry: need 4 at 6 of 8
trcrpt: in.trc:232: hook 014: short entry: need 1 at 8 of 8
=== status
0
