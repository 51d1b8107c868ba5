# Fused lines whose text ends in blanks (docs/interpreter.md, "The fast lane"): the report
# trims them as on the long way; the set builder marks the templates whose text may end
# in a blank (a literal, a Z item, the string register, a BITFLAGS text; in any case of a
# SWITCH) and only those lines are trimmed.  tests/fuse.sh checks the same bytes with
# --no-fuse; `lineform` counts the records the line form laid out.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
080 1.0 L=APPL "LIT" x `y  `
081 1.0 L=APPL "ZZ" G4 Z
082 1.0 L=APPL "SW" G4 {{ $m = A4 }} $m, "AB  " { `t ` }, \* $m
083 1.0 L=APPL "FL" BITFLAGS $D1, 1 "one  ", 2 two
084 1.0 L=APPL "NB" x `y  ` end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=080E0000 d=00000001
ev t=1 hw=080E0000 d=00000001
ev t=2 hw=08100000 str="data   \0"
ev t=3 hw=08100000 str="   \0"
ev t=4 hw=08100000 str="x\0"
ev t=5 hw=08200000 str="AB  "
ev t=6 hw=08200000 str="CD  "
ev t=7 hw=08200000 str="CDEF"
ev t=8 hw=083E0000 d=00000001
ev t=9 hw=083E0000 d=00000003
ev t=10 hw=083E0000 d=00000002
ev t=11 hw=084E0000 d=00000001
=== stdout
080        0.000000000       0.000000  LIT x y
080        0.000000001       0.000001  LIT x y
081        0.000000002       0.000001  ZZ data
081        0.000000003       0.000001  ZZ
081        0.000000004       0.000001  ZZ x
082        0.000000005       0.000001  SW t
082        0.000000006       0.000001  SW CD
082        0.000000007       0.000001  SW CDEF
083        0.000000008       0.000001  FL one
083        0.000000009       0.000001  FL one  two
083        0.000000010       0.000001  FL two
084        0.000000011       0.000001  NB x y  end
=== lineform
12
