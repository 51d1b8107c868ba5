# QNX .kev through trcrpt (auto-detected): a combine event in three slots (CB, CC, CE)
# whose PROCCREATE_NAME calls pidinstall, so the PROCESS NAME column shows /bin/ksh once
# pid 7 runs; kernel call, exit and combined call names; a user event; a CONTROL/BUFFER
# sequence gap (1 -> 4) reported as a 006 line (reason 5) before the BUFFER record; a
# class above 15 (2FFFF, formatted by 008); an unbalanced combine end (00C reason 3)
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/foreign_test" --write-kev ev.kev \
    00000401 00000064 00000000 00000064 \
    00000402 0000006E 00000001 00000032 \
    00001001 00000078 00000001 00000001 \
    400010C0 00000082 00000001 00000007 \
    800010C0 00000082 6E69622F 68736B2F \
    00000858 0000008C 00000001 00000000 \
    C00010C0 00000082 00000000 00000000 \
    00001001 00000096 00000007 00000001 \
    0000080B 000000A0 00000003 00001000 \
    0000088B 000000AA 00000000 00000000 \
    40000841 000000B4 00000001 00000002 \
    C0000841 000000B4 00000003 00000004 \
    00001803 000000BE 000000AA 000000BB \
    00000402 000000C8 00000004 0000003C \
    00004405 000000D2 00000009 00000008 \
    C0000805 000000DC 00000000 00000000
trcrpt -h -O exec=on,pid=on,tid=on,timestamp=3 ev.kev
=== stdout
21001  -                        -           -                  CONTROL TIME msb=00000000 lsb=00000064
21002  -                        -           -                  CONTROL BUFFER sequence=1 num_events=50
24001  -                        1           1                  THREAD THRUNNING pid=1 tid=1
22058  -                        1           1          KER_CALL SCHED_GET/88 00000001 00000000
240C0  -                        1           1                  PROCESS PROCCREATE_NAME ppid=1 pid=7 name=/bin/ksh
24001  /bin/ksh                 7           1                  THREAD THRUNNING pid=7 tid=1
2200B  /bin/ksh                 7           1          KER_CALL MSG_SENDV/11 00000003 00001000
2208B  /bin/ksh                 7           1          KER_EXIT MSG_SENDV/11 00000000 00000000
22041  /bin/ksh                 7           1          KER_CALL CLOCK_TIME/65 00000001 00000002 00000003 00000004
26003  /bin/ksh                 7           1  USREVENT EVENT:3 d0=000000AA d1=000000BB
006    -                        -           -                  LOST EVENTS 0 events lost (sequence gap)
21002  /bin/ksh                 7           1                  CONTROL BUFFER sequence=4 num_events=60
2FFFF  /bin/ksh                 7           1                  flags=C000 sub=0005 len=12 d1=0000000000000003 data=054400000900000008000000
00C    -                        -           -                  READER RESYNC 16 bytes skipped at offset 540 (bad foreign data)
=== stderr
ev.kev: warning: offset 540: unbalanced combine end
trcrpt: summary: events=14 printed=14 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=16
trcrpt: unknown hooks: 2FFFF(1)
