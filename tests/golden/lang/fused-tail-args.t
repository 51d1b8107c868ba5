# The tail of a fused template run without the interpreter (trc_fuse_tail,
# docs/interpreter.md §The compiled form): pidinstall with $HD and $Dn arguments and the
# unused fourth and fifth, a generic entry ($D2 absent: 0), starttimer keyed by $HD,
# tidinstall, two calls in one tail, 64-bit entries.  The names and the timer are read
# back by later records (P4, endtimer).  tests/fuse.sh checks the same bytes with
# --no-fuse; `lineform` counts the records the line form laid out.
=== cmd
trcasm -o in.trc in.txt && trcasm -o in64.trc in64.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -t tpl.fmt in64.trc
=== file tpl.fmt
070 1.0 L=APPL "HDP" pidinstall($HD, $D2, "hdproc", 5, 6)
071 1.0 L=APPL "WHO" G4 P4
072 1.0 L=KERN "T0" k=$HD%D1 starttimer(3, $HD) tidinstall($D2, $D1, "thr")
073 1.0 L=KERN "T1" elapsed=endtimer(3, $D1) ms
074 1.0 L=APPL "TWO" pidinstall($D1, 1, "one") pidinstall($D2, 1, "two")
075 1.0 L=APPL "WHO64" G8 P4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=070E0063 d=00000001,00000002
ev t=1000 hw=071E0000 d=00000063
ev t=2000 hw=07000064 d=00000001
ev t=3000 hw=071E0000 d=00000064
ev t=4000 hw=072E0007 d=00000001,00000002
ev t=9000 hw=073E0000 d=00000007
ev t=10000 hw=074E0000 d=00000010,00000011
ev t=11000 hw=071E0000 d=00000010
ev t=12000 hw=071E0000 d=00000011
=== file in64.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001007000065 d=0000000000000001,0000000000000002
ev t=1000 hw=8000000807500000 d=0000000000000065
ev t=2000 hw=8000001007400000 d=0000000000000020,0000000000000021
ev t=3000 hw=8000000807500000 d=0000000000000021
=== stdout
070        0.000000000       0.000000  HDP
071        0.000001000       0.001000  WHO hdproc
070        0.000002000       0.001000  HDP
071        0.000003000       0.001000  WHO hdproc
072        0.000004000       0.001000                  T0 k=7
073        0.000009000       0.005000                  T1 elapsed=0.005000 ms
074        0.000010000       0.001000  TWO
071        0.000011000       0.001000  WHO one
071        0.000012000       0.001000  WHO two
070        0.000000000       0.000000  HDP
075        0.000001000       0.001000  WHO64 hdproc
074        0.000002000       0.001000  TWO
075        0.000003000       0.001000  WHO64 two
=== stderr
trcrpt: template 075 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
=== lineform
6
