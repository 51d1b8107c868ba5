# -O 2line (columns alone, text at column 0 laid out by level), pagesize=N (empty line, column
# header, empty line before the line after every N), svc and -x columns, starttime/endtime
# half-open window with the filtered count
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -O 2line,svc,pagesize=2 -t tpl.fmt in.trc && trcrpt -h -x -O starttime=0.000002,endtime=0.0000035 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=SVC call {{ $SVC = "open" }} \n more
011 1.0 L=KERN back
012 1.0 L=0 "-- zero"
=== file in.txt
trcasm 1
records
ev t=1000 cpu=0 pid=1 tid=2 hw=010A0000 d=0
ev t=2000 cpu=0 pid=1 tid=2 hw=011A0000 d=0
ev t=3000 cpu=0 pid=1 tid=3 hw=012A0000 d=0
ev t=4000 cpu=0 pid=1 tid=2 hw=011A0000 d=0
=== stdout
Start time unknown

ID     SVC                   ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

010    open                  0.000001000       0.000000
        call

ID     SVC                   ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

        more
011    open                  0.000002000       0.001000

ID     SVC                   ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

                back
-- zero

ID     SVC                   ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

011    open                  0.000004000       0.001000
                back
011    -                 open                  0.000002000       0.000000                  back
-- zero
=== stderr
trcrpt: summary: events=4 printed=2 filtered=2 lost=0 short=0 unknown=0 faults=0 skipped=0
