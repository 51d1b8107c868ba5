# S.Ha.R.K. records through trcrpt -F shark (docs/ref/foreign.md §2.5): par2 of fast-logger records
# (0x8000) is never printed, undocumented parameters print as p1=/p2= when not zero, the
# special stanzas 1001A and 100F0, a code without template (0x0C) formatted by 008, an
# all-zero padding record skipped silently, pid/tid from task_create and context_switch
=== cmd
unset TRCFMT TRCFMT_DATADIR
le16() { printf "\\$(printf %03o $(($1 & 255)))\\$(printf %03o $(($1 >> 8 & 255)))"; }
le32() { le16 $(($1 & 65535)); le16 $(($1 >> 16 & 65535)); }
rec() { le16 $1; le16 $2; le32 $3; le32 $4; le32 $5; }
{
rec 0x0010 0 0 1000 1000        # cycles_per_msec: 1000 cycles = 1 ms
rec 0x0002 5 0 2000 42          # task_create ctx 5 pid 42
rec 0x8015 5 0 3000 0           # context_switch (fast) to ctx 5
rec 0x8062 5 0 4000 9           # task_end_cycle, fast: stale par2 not printed
rec 0x8001 3 0 5000 77          # ipoint, fast
rec 0x0009 2 0 6000 4           # user_event_0
rec 0x0019 0 0 7000 0           # user_event_1, both parameters zero
rec 0x001A 2 0 8000 0x1234      # data_pointer char
rec 0x801A 1 0 9000 0x1234      # data_pointer int, fast: no ptr
rec 0x00F0 1 0 10000 0          # filter_trace_Events on
rec 0x00F3 0 0 11000 0          # filter_interrupt off
rec 0x0000 0 0 0 0              # padding: skipped
rec 0x0030 0 0 12000 0          # trace_stop
rec 0x0004 7 0 13000 8          # to_real_mode: undocumented parameters
rec 0x000C 3 0 14000 9          # no template: 008
} > r.ftrace
trcrpt -F shark -O timestamp=1,pid=on,tid=on r.ftrace
=== stdout
Start time unknown
System: S.Ha.R.K.

ID          PID         TID      ELAPSED_SEC  APPL    SYSCALL KERNEL  INTERRUPT

10010         -           -         0.000000                  cycles_per_msec clk_per_msec=1000
10002         -           -         0.001000                  task_create ctx=5 pid=42
10015        42           5         0.002000                  context_switch ctx=5 fast
10062        42           5         0.003000                  task_end_cycle ctx=5 fast
10001        42           5         0.004000  ipoint number=3 fast
10009        42           5         0.005000  user_event_0 par1=2 par2=4
10019        42           5         0.006000  user_event_1 par1=0 par2=0
1001A        42           5         0.007000                  data_pointer type=char ptr=00001234
1001A        42           5         0.008000                  data_pointer type=int fast
100F0        42           5         0.009000                  filter_trace_Events on
100F3        42           5         0.010000                  filter_interrupt off
10030        42           5         0.011000                  trace_stop
10004        42           5         0.012000                  to_real_mode p1=7 p2=8
1000C        42           5         0.013000                  flags=8000 sub=0003 0000000000000009 000000000000000C
=== stderr
trcrpt: summary: events=14 printed=14 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 1000C(1)
