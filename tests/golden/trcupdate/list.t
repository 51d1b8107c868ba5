# -x IDList prints the listed templates exactly as written (continuation and comment
# lines included, file order, the effective definition of a repeated ID), with IDs and
# ranges per docs/ref/report.md §1.4; an absent single ID is reported on stderr; no update.
=== file my.fmt
# header
010 1.0 L=APPL "A" \
# inside
   X4
011 1.0 L=APPL "B" X4
 15A0 1.0 L=APPL "C" X4
0FE 1.0 L=APPL "first" X4
0FE 1.1 L=APPL "second" X4
1A1B 1.0 "sixteen" X4
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt -x '010 0FE,15A 0AA'; echo "exit $?"
echo ---
trcupdate -t my.fmt -x 011-1FF
echo ---
trcupdate -t my.fmt -x 1000-FFFF
cmp my.fmt orig.fmt && echo unchanged
=== stdout
010 1.0 L=APPL "A" \
# inside
   X4
 15A0 1.0 L=APPL "C" X4
0FE 1.1 L=APPL "second" X4
exit 0
---
011 1.0 L=APPL "B" X4
 15A0 1.0 L=APPL "C" X4
0FE 1.1 L=APPL "second" X4
1A1B 1.0 "sixteen" X4
---
 15A0 1.0 L=APPL "C" X4
1A1B 1.0 "sixteen" X4
unchanged
=== stderr
my.fmt:8:1: warning: hook 0FE redefined (first defined at line 7)
0FE 1.1 L=APPL "second" X4
^
trcupdate: my.fmt: no template 0AA
my.fmt:8:1: warning: hook 0FE redefined (first defined at line 7)
0FE 1.1 L=APPL "second" X4
^
my.fmt:8:1: warning: hook 0FE redefined (first defined at line 7)
0FE 1.1 L=APPL "second" X4
^
