# Layering: a later -t source replaces an earlier one's template (a note under -c and -v);
# $TRCFMT is a :-separated list with the same meaning, empty entries ignored
=== cmd
trcasm -o t.trc t.txt && trcrpt -h --quiet -t base.fmt -t over t.trc
TRCFMT=base.fmt::over trcrpt -h --quiet t.trc
trcrpt -c -t base.fmt -t over; echo status=$?
=== file t.txt
trcasm 1
records
ev t=1 cpu=0 pid=5 tid=6 hw=00100000
ev t=2 cpu=0 pid=5 tid=6 hw=104A0000 d=00000003,00000010
ev t=3 cpu=0 pid=5 tid=6 hw=105A0000 d=00000007
ev t=4 cpu=0 pid=5 tid=6 hw=006E0001 d=00000002,00000000,00000000,00000000,00000000
ev t=5 cpu=0 pid=5 tid=6 hw=106A0000 d=00000001
ev t=6 cpu=0 pid=5 tid=6 hw=00200000
=== file base.fmt
104 1.0 L=APPL "BASE OPEN" $D1%D4
105 1.0 L=SVC "BASE READ" $D1%D4
=== file over/105.tmpl
105 1.0 L=SVC "MY READ" n=$D1%U4
=== stdout
001        0.000000001       0.000000                  TRACE ON channel=0 1970-01-01T00:00:00Z
104        0.000000002       0.000001  BASE OPEN 3
105        0.000000003       0.000001          MY READ n=7
006        0.000000004       0.000001                  LOST EVENTS 2 events lost (buffer full)
106        0.000000005       0.000001                  [unknown hook] id=106 type=A hd=0000 data=00000001
002        0.000000006       0.000001                  TRACE OFF channel=0 1970-01-01T00:00:00Z recorded=0 lost=0
001        0.000000001       0.000000                  TRACE ON channel=0 1970-01-01T00:00:00Z
104        0.000000002       0.000001  BASE OPEN 3
105        0.000000003       0.000001          MY READ n=7
006        0.000000004       0.000001                  LOST EVENTS 2 events lost (buffer full)
106        0.000000005       0.000001                  [unknown hook] id=106 type=A hd=0000 data=00000001
002        0.000000006       0.000001                  TRACE OFF channel=0 1970-01-01T00:00:00Z recorded=0 lost=0
status=0
=== stderr
over/105.tmpl:1: note: template 105 replaces base.fmt:2
base.fmt: 2 templates, 0 errors, 0 warnings
over: 1 file, 1 template, 0 errors, 0 warnings
