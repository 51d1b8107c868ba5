# BITFLAGS in the line form of the report's default columns (docs/interpreter.md §Fused
# programs): mask entries, false texts, glued texts, a text that starts with a blank, an
# empty text (an empty line is not printed), a code subject after a move and text after
# the list, BITFLAGS inside a SWITCH case, a list that prints nothing, a short entry.
# tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
030 1.0 L=APPL "OPEN" BITFLAGS $D1, & 3 0 RDONLY, 1 WRONLY, 2 RDWR, 0x40 CREAT after
031 1.0 L=APPL "RWX" BITFLAGS $HD, 4 r -, 2 w -, 1 x - Z
032 1.0 L=APPL "GLUE" `a`BITFLAGS $D1, 1 one, 2 two`b`
033 1.0 L=APPL "CODE" G4 BITFLAGS X2, 1 one, 0x100 big end=U4
034 1.0 L=APPL "SW" G4 X1, 1 { f BITFLAGS X1, 1 one, 2 " two" }, \* { none }
035 1.0 L=APPL "" BITFLAGS $D1, 1 "", 2 two, 4 "four"
036 1.0 L=APPL "EMPTY" BITFLAGS $D1, 1 one, 2 two
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=030E0000 d=00000000
ev t=1 hw=030E0000 d=00000043
ev t=2 hw=030E0000 d=00000002
ev t=3 hw=031E0005 d=00000000
ev t=4 hw=031E0002 d=00000000
ev t=5 hw=03100007 d=00000000 str="zz\0"
ev t=6 hw=032E0000 d=00000003
ev t=7 hw=032E0000 d=00000000
ev t=8 hw=033E0000 d=01010000,00000009
ev t=9 hw=033E0000 d=00000000,00000009
ev t=10 hw=033E0000
ev t=11 hw=034E0000 d=01030000
ev t=12 hw=034E0000 d=02030000
ev t=13 hw=034E0000
ev t=14 hw=035E0000 d=00000007
ev t=15 hw=035E0000 d=00000001
ev t=16 hw=036E0000 d=00000000
=== stdout
030        0.000000000       0.000000  OPEN RDONLY after
030        0.000000001       0.000001  OPEN WRONLY RDWR CREAT
030        0.000000002       0.000001  OPEN RDWR after
031        0.000000003       0.000001  RWX r - x
031        0.000000004       0.000001  RWX - w -
031        0.000000005       0.000001  RWX r w x
032        0.000000006       0.000001  GLUE aone two b
032        0.000000007       0.000001  GLUE ab
033        0.000000008       0.000001  CODE one big 0
033        0.000000009       0.000001  CODE end= 0
033        0.000000010       0.000001  CODE [short entry: need 2 at 4 of 4]
034        0.000000011       0.000001  SW f one two
034        0.000000012       0.000001  SW none
034        0.000000013       0.000001  SW [short entry: need 1 at 4 of 4]
035        0.000000014       0.000001  two four
036        0.000000016       0.000002  EMPTY
=== stderr
trcrpt: in.trc:496: hook 033: short entry: need 2 at 4 of 4
trcrpt: in.trc:616: hook 034: short entry: need 1 at 4 of 4
=== status
0
=== lineform
11
