# filters only remove lines from the unfiltered report (issue 33 item 2; docs/report.md,
# "Filters"): a template that changes run state (pidinstall here) runs for a record a
# filter rejects, so -p webd finds the process a user template names; a -p name never
# installed is warned about; $STOP in a record rejected by -d or by an after-format
# --where still ends the report; an unknown hook rejected after formatting counts in
# unknown=
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt || exit 99
trcrpt --quiet -h -O pid=on -t all.fmt in.trc
echo "-p webd"
trcrpt --quiet -h -O pid=on -k 010 -p webd -t all.fmt in.trc
echo "-p webd,kvd"
trcrpt -h -p webd,kvd -t all.fmt in.trc > /dev/null
echo "-d 011"
trcrpt -h -d 011 -t all.fmt in.trc
echo "--where"
trcrpt -h --where 'text !~ /d1=/ && label != "END"' -t all.fmt in.trc
=== file u.fmt
010 1.0 L=APPL "START" {{ $p = $D1 }} pidinstall($p, 1, "webd")
011 1.0 L=APPL "WORK" n=$D1%D4
012 1.0 L=APPL "MARK" n=$D1%D4
015 1.0 L=APPL "END" $STOP
=== file in.txt
trcasm 1
records
ev t=1 cpu=0 pid=7 tid=7 hw=010A0000 d=00000007
ev t=2 cpu=0 pid=7 tid=7 hw=011A0000 d=00000001
ev t=3 cpu=0 pid=8 tid=8 hw=011A0000 d=00000002
ev t=4 cpu=0 pid=7 tid=7 hw=012A0000 d=00000003
ev t=5 cpu=0 pid=7 tid=7 hw=011A0000 d=00000004
ev t=6 cpu=0 pid=7 tid=7 hw=0BBA0000 d=00000005
ev t=7 cpu=0 pid=7 tid=7 hw=015A0000 d=00000006
ev t=8 cpu=0 pid=7 tid=7 hw=011A0000 d=00000007
=== stdout
010           7      0.000000001       0.000000  START
011           7      0.000000002       0.000001  WORK n=1
011           8      0.000000003       0.000001  WORK n=2
012           7      0.000000004       0.000001  MARK n=3
011           7      0.000000005       0.000001  WORK n=4
0BB           7      0.000000006       0.000001                  hd=0000 d1=00000005
015           7      0.000000007       0.000001  END
-p webd
011           7      0.000000002       0.000000  WORK n=1
012           7      0.000000004       0.000002  MARK n=3
011           7      0.000000005       0.000001  WORK n=4
0BB           7      0.000000006       0.000001                  hd=0000 d1=00000005
015           7      0.000000007       0.000001  END
-p webd,kvd
-d 011
011        0.000000002       0.000000  WORK n=1
011        0.000000003       0.000001  WORK n=2
011        0.000000005       0.000002  WORK n=4
--where
010        0.000000001       0.000000  START
011        0.000000002       0.000001  WORK n=1
011        0.000000003       0.000001  WORK n=2
012        0.000000004       0.000001  MARK n=3
011        0.000000005       0.000001  WORK n=4
=== stderr
trcrpt: warning: -p kvd: no process of that name was seen in the run
trcrpt: summary: events=7 printed=5 filtered=2 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0BB(1)
trcrpt: summary: events=7 printed=3 filtered=4 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=7 printed=5 filtered=2 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0BB(1)
