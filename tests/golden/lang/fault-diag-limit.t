# each fault kind is diagnosed at most 20 times, then once 'further ... suppressed' (§14.2)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL x G4 U4 U4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000007
ev t=1 hw=010A0000 d=00000007
ev t=2 hw=010A0000 d=00000007
ev t=3 hw=010A0000 d=00000007
ev t=4 hw=010A0000 d=00000007
ev t=5 hw=010A0000 d=00000007
ev t=6 hw=010A0000 d=00000007
ev t=7 hw=010A0000 d=00000007
ev t=8 hw=010A0000 d=00000007
ev t=9 hw=010A0000 d=00000007
ev t=10 hw=010A0000 d=00000007
ev t=11 hw=010A0000 d=00000007
ev t=12 hw=010A0000 d=00000007
ev t=13 hw=010A0000 d=00000007
ev t=14 hw=010A0000 d=00000007
ev t=15 hw=010A0000 d=00000007
ev t=16 hw=010A0000 d=00000007
ev t=17 hw=010A0000 d=00000007
ev t=18 hw=010A0000 d=00000007
ev t=19 hw=010A0000 d=00000007
ev t=20 hw=010A0000 d=00000007
ev t=21 hw=010A0000 d=00000007
=== stdout
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
x 7 [short entry: need 4 at 8 of 8]
=== stderr
trcrpt: in.trc:72: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:112: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:152: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:192: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:232: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:272: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:312: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:352: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:392: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:432: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:472: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:512: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:552: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:592: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:632: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:672: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:712: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:752: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:792: hook 010: short entry: need 4 at 8 of 8
trcrpt: in.trc:832: hook 010: short entry: need 4 at 8 of 8
trcrpt: further 'short entry' diagnostics suppressed
=== status
0
