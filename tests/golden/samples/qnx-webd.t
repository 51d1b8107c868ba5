# the QNX sample samples/webd.kev (written by samples/mkforeign at build time): detected
# without -F, reported with the shipped templates/qnx.tmpl -- two CPUs, one combined event
# (PROCCREATE_NAME), pid/tid from THRUNNING, kernel calls and exits, an interrupt, a user
# event; nothing unknown (README.md, 'Foreign traces')
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt "$top_builddir/samples/webd.kev"
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: QNX  Node: build1  Release: 6.4.1
Machine: x86pc
Command: tracelogger -n 1 -f /tmp/webd.kev

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

21001      0.000000000       0.000000                  CONTROL TIME msb=00000000 lsb=000003E8
21002      0.000000100       0.000100                  CONTROL BUFFER sequence=1 num_events=27
24001      0.000000200       0.000100                  THREAD THRUNNING pid=1 tid=1
240C0      0.000001000       0.000800                  PROCESS PROCCREATE_NAME ppid=1 pid=4242 name=webd
24018      0.000001600       0.000600                  THREAD THCREATE pid=4242 tid=1
24001      0.000002000       0.000400                  THREAD THRUNNING pid=4242 tid=1
22023      0.000002400       0.000400          KER_CALL CHANNEL_CREATE/35 00000000 00000000
220A3      0.000002900       0.000500          KER_EXIT CHANNEL_CREATE/35 00000001 00000000
2202E      0.000003300       0.000400          KER_CALL THREAD_CREATE/46 00001092 00000000
24018      0.000004100       0.000800                  THREAD THCREATE pid=4242 tid=2
220AE      0.000004400       0.000300          KER_EXIT THREAD_CREATE/46 00000002 00000000
2200E      0.000005000       0.000600          KER_CALL MSG_RECEIVEV/14 00000001 00000000
24005      0.000005300       0.000300                  THREAD THRECEIVE pid=4242 tid=1
21001      0.000005500       0.000200                  CONTROL TIME msb=00000000 lsb=00001964
24001      0.000005700       0.000200                  THREAD THRUNNING pid=4242 tid=2
2200B      0.000006000       0.000300          KER_CALL MSG_SENDV/11 40000001 00002000
24006      0.000006400       0.000400                  THREAD THREPLY pid=4242 tid=2
24001      0.000006800       0.000400                  THREAD THRUNNING pid=4242 tid=1
2208E      0.000007100       0.000300          KER_EXIT MSG_RECEIVEV/14 00000017 00002000
23001      0.000008000       0.000900                          INT_ENTR intr=0000000B ip=F0012345
23002      0.000008700       0.000700                          INT_EXIT intr=0000000B inkernel=00000000
26004      0.000009500       0.000800  USREVENT EVENT:4 d0=000000C8 d1=00002000
2200F      0.000010000       0.000500          KER_CALL MSG_REPLYV/15 00000017 00000000
24002      0.000010400       0.000400                  THREAD THREADY pid=4242 tid=2
2208F      0.000010800       0.000400          KER_EXIT MSG_REPLYV/15 00000000 00000000
=== stderr
trcrpt: summary: events=25 printed=25 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
