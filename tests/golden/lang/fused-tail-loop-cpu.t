# Fused templates with a tail of pidinstall, tidinstall and starttimer calls (run by the VM
# after the fused text: the process name and the timer are there for the next records),
# a constant LOOP unrolled (a record too short for it is the interpreter's, with its
# overrun marker; LOOP 17 is not unrolled), and $CPUID (a record without a CPU is the
# interpreter's).  Twice: the line form of the default columns, then other columns.
# tests/fuse.sh checks the same bytes with --no-fuse (docs/interpreter.md §The compiled form).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
060 1.0 L=APPL "START" pid=$D1%D4 pidinstall($D1, 1, "webd")
061 1.0 L=APPL "WHO" G4 P4
062 1.0 L=KERN "T0" k=$D1%D4 starttimer(1, $D1) tidinstall($D1, 7, "worker")
063 1.0 L=KERN "T1" elapsed=endtimer(1, $D1) ms
064 1.0 L=KERN "LOOP" G4 LOOP 3 {U4} end
065 1.0 L=KERN "ZERO" G4 LOOP 0 {X1} LOOP 17 {X1} end
066 1.0 L=KERN "CPU" cpu=$CPUID%D1 x=$CPUID%X2 G4 LOOP 2 {`X1`} starttimer(2, $D2)
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 cpu=1 hw=060E0000 d=00000064
ev t=1000 cpu=1 hw=061E0000 d=00000064
ev t=2000 cpu=0 hw=062E0000 d=00000005
ev t=5000 cpu=0 hw=063E0000 d=00000005
ev t=6000 cpu=0 hw=064E0000 d=00000001,00000002,00000003
ev t=7000 cpu=0 hw=064E0000 d=00000001
ev t=8000 cpu=0 hw=065E0000 d=00000001,00000002,00000003,00000004,00000005
ev t=9000 cpu=3 hw=066E0000 d=0A0B0C0D,00000009
ev t=10000 hw=066E0000 d=0A0B0C0D,00000009
ev t=11000 cpu=2 hw=066E0000 d=0A
=== stdout
060        0.000000000       0.000000  START pid=100
061        0.000001000       0.001000  WHO webd
062        0.000002000       0.001000                  T0 k=5
063        0.000005000       0.003000                  T1 elapsed=0.003000 ms
064        0.000006000       0.001000                  LOOP 1 2 3 end
064        0.000007000       0.001000                  LOOP 1 [loop overrun: count 3, ran 1] end
065        0.000008000       0.001000                  ZERO 00 00 00 01 00 00 00 02 00 00 00 03 00 00 00 04 00 end
066        0.000009000       0.001000                  CPU cpu=3 x=0003 0A0B
066        0.000010000       0.001000                  CPU cpu=0 x=0000 0A0B
066        0.000011000       0.001000                  CPU cpu=2 x=0002 0000
START pid=100
WHO webd
                T0 k=5
                T1 elapsed=0.003000 ms
                LOOP 1 2 3 end
                LOOP 1 [loop overrun: count 3, ran 1] end
                ZERO 00 00 00 01 00 00 00 02 00 00 00 03 00 00 00 04 00 end
                CPU cpu=3 x=0003 0A0B
                CPU cpu=0 x=0000 0A0B
                CPU cpu=2 x=0002 0000
=== stderr
trcrpt: in.trc:280: hook 064: loop overrun: count 3, ran 1
trcrpt: in.trc:280: hook 064: loop overrun: count 3, ran 1
=== status
0
=== lineform
12
