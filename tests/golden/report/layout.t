# docs/ref/report.md §3.2/§3.3: continuation lines under blank fixed columns, L=0 events without
# columns, $SKIP not printed (DELTA measured from the previous printed record, may be
# negative), trailing blanks removed, timestamp=1 and timestamp=2 with ids=off, header line
=== cmd
trcasm -o in.trc in.txt && trcrpt -h -O order=file -t tpl.fmt in.trc && trcrpt --quiet -O timestamp=1,order=file -t tpl.fmt in.trc && trcrpt --quiet -O timestamp=2,ids=off,order=file -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL first \n second
011 1.0 L=0 "== zero" \n next
012 1.0 L=SVC skip $SKIP
013 1.0 L=KERN k A0.4 \t
=== file in.txt
trcasm 1
records
ev t=1000 hw=010A0000 d=0
ev t=3000 hw=011A0000 d=0
ev t=4000 hw=012A0000 d=0
ev t=2000 hw=013A0000 d=0
=== stdout
010        0.000001000       0.000000  first
                                       second
== zero
next
013        0.000002000      -0.001000                  k
Start time unknown

ID         ELAPSED_SEC  APPL    SYSCALL KERNEL  INTERRUPT

010           0.000001  first
                        second
== zero
next
013           0.000002                  k
Start time unknown

   ELAPSED_USEC  APPL    SYSCALL KERNEL  INTERRUPT

          1.000  first
                 second
== zero
next
          2.000                  k
=== stderr
trcrpt: summary: events=4 printed=3 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
