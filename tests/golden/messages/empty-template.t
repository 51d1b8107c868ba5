# An empty template file (or one with comments only) is a warning: every event would print
# as unknown; a file of function definitions only is not empty
=== cmd
printf 'trcasm 1\nrecords\nev t=1 cpu=0 pid=1 tid=1 hw=010E0000 d=1,2,3,4,5\n' > a.txt
trcasm -o a.trc a.txt
trcrpt -h -t e.tmpl a.trc; echo status=$?
trcrpt -c -t c.tmpl -t f.tmpl; echo status=$?
=== file e.tmpl
=== file c.tmpl
# nothing but a comment
=== file f.tmpl
0FE 1.0 "" {{ f($a) $a }}
=== stdout
010        0.000000001       0.000000                  [unknown hook] id=010 type=E hd=0000 data=0000000100000002000000030000000400000005
status=0
status=0
=== stderr
trcrpt: warning: e.tmpl defines no templates (empty file)
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 010(1)
trcrpt: warning: c.tmpl defines no templates (empty file)
c.tmpl: 0 templates, 0 errors, 0 warnings
f.tmpl: 1 template, 0 errors, 0 warnings
