# cross-record state (docs/ref/language.md §10, docs/ref/report.md §2.2, §3.2): $PID/$TID/$CPUID/$PRI assigned by
# templates persist per CPU for records whose envelope lacks them, $EXECPATH sets the process
# table (PROCESS NAME column), $SVC per thread, $LINENO/$RELLINENO, final values in the columns
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3,ids=off -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL set {{ $PID = 77 }} {{ $TID = 88 }} {{ $EXECPATH = "prog" }} {{ $SVC = "read" }}
011 1.0 L=APPL get $PID%D1 $TID%D1 $EXECPATH $SVC
012 1.0 L=APPL cpu {{ $CPUID = 5 }} $CPUID%D1 {{ $PRI = 3 }} pri=$PRI%D1 line=$LINENO%D1 rel=$RELLINENO%D1 \n rel=$RELLINENO%D1
013 1.0 L=APPL p $PRI%D1 line=$LINENO%D1
=== file in.txt
trcasm 1
records
ev t=0 cpu=0 pid=- tid=- hw=010A0000 d=0
ev t=1 cpu=0 pid=- tid=- hw=011A0000 d=0
ev t=2 cpu=1 pid=- tid=- hw=011A0000 d=0
ev t=3 cpu=- pid=9 tid=10 hw=012A0000 d=0
ev t=4 cpu=- pid=9 tid=10 hw=013A0000 d=0
ev t=5 cpu=1 pid=9 tid=10 hw=013A0000 d=0
=== stdout
prog                    77          88    0  set
prog                    77          88    0  get 77 88 prog read
-                        -           -    1  get 0 0 0000
-                        9          10    5  cpu 5 pri=3 line=4 rel=1
                                             rel=2
-                        9          10    5  p 3 line=6
-                        9          10    1  p 0 line=7
