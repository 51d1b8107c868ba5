# --color=never and --color=auto with NO_COLOR (and a pipe) leave the report plain
=== cmd
cp "$top_srcdir/tests/fixtures/select-d.txt" d.txt
trcasm -o d.trc d.txt && trcrpt -h --color=never --quiet -t s.fmt d.trc && NO_COLOR=1 trcrpt -h --quiet -t s.fmt d.trc | cat
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== stdout
060        0.000000000       0.000000  SHORTY a=1 b=[short entry: need 4 at 8 of 8]
070        0.000000005       0.000005                  [unknown hook] id=070 type=A hd=0000 data=00000002
010        0.000000009       0.000004  USER EVENT v=3
060        0.000000000       0.000000  SHORTY a=1 b=[short entry: need 4 at 8 of 8]
070        0.000000005       0.000005                  [unknown hook] id=070 type=A hd=0000 data=00000002
010        0.000000009       0.000004  USER EVENT v=3
=== stderr
trcrpt: d.trc:72: hook 060: short entry: need 4 at 8 of 8
trcrpt: d.trc:72: hook 060: short entry: need 4 at 8 of 8
