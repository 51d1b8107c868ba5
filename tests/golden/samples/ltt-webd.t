# the LTT sample directory samples/ltt-webd/ (written by samples/mkforeign at build time):
# detected without -F, templates generated from its eventdefs (core and the program's own
# facility webd at base 20), pid from schedchange, enums and strings decoded; nothing
# unknown (README.md, 'Foreign traces')
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt -p 4242 "$top_builddir/samples/ltt-webd/"
trcrpt --dump-templates "$top_builddir/samples/ltt-webd" 2>/dev/null | grep "\"webd\."
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: Linux  Node: build1  Release: 2.6.9  Version: #1 SMP
Machine: i686

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

30001      0.000002000       0.000000          core.syscall_entry syscall_id=3 address=134521284
30002      0.000006500       0.004500          core.syscall_exit
30014      0.000007000       0.000500                  webd.request fd=5 method=GET path=/index.html
3000B      0.000008000       0.001000                  core.file_system event_sub_id=OPEN event_data1=6 event_data2=0 file_name=/srv/www/index.html
3000B      0.000009000       0.001000                  core.file_system event_sub_id=READ event_data1=6 event_data2=8192 file_name=
30005      0.000012000       0.003000                          core.irq_entry irq_id=14 kernel=1
30009      0.000012500       0.000500                          core.soft_irq event_sub_id=TASKLET_ACTION event_data=3223984944
30006      0.000013000       0.000500                          core.irq_exit
30015      0.000015000       0.002000                  webd.reply fd=5 status=200 bytes=8192
30013      0.000016000       0.001000                  core.time_heartbeat sec=1709294400 nsec=16000 cycles=5000016000
30007      0.000017000       0.001000                  core.schedchange out=4242 in=0 out_state=1
30014 1.0 L=KERN "webd.request" W2 fd=U4 {{ $e_1 = U1 }} method=$e_1%U1, 0 "GET", 1 "POST", \* $e_1%U1 path=Z
30015 1.0 L=KERN "webd.reply" W2 fd=U4 status=U2 bytes=U4
=== stderr
trcrpt: summary: events=14 printed=11 filtered=3 lost=0 short=0 unknown=0 faults=0 skipped=0
