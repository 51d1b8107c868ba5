# LTT template sets (docs/ref/foreign.md §1.4, §4.8): --dump-templates prints the master file
# ($TRCFMT here) and the templates generated from the trace's eventdefs; -t FILE replaces
# the master file, and its stanzas win over the generated ones of the same ID (30007),
# while the other events keep their generated stanzas
=== cmd
unset TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example trace
TRCFMT=master.tmpl trcrpt --dump-templates trace 2>/dev/null
echo "exit $?"
trcrpt --dump-templates -t user.tmpl trace 2>/dev/null | grep -v '^3000[0-6]\|^3000[89A-F]\|^3001[03]'
trcrpt -h -t user.tmpl trace 2>/dev/null
=== file master.tmpl
# a small master file
00C 1.0 L=KERN "RESYNC" $D1%U8 bytes
=== file user.tmpl
30007 1.0 L=KERN "SWITCH" W2 from=U4 to=U4
=== stdout
# master.tmpl
00C 1.0 L=KERN "RESYNC" $D1%U8 bytes
# <generated from trace/eventdefs>
30000 1.0 L=KERN "core.facility_load" W2 name=Z checksum=X4 base=U4
30001 1.0 L=SVC "core.syscall_entry" W2 U2
30002 1.0 L=SVC "core.syscall_exit" W2
30003 1.0 L=INT "core.trap_entry" W2
30004 1.0 L=INT "core.trap_exit" W2
30005 1.0 L=INT "core.irq_entry" W2
30006 1.0 L=INT "core.irq_exit" W2
30007 1.0 L=KERN "core.schedchange" W2 out=U4 in=U4 out_state=U4
30008 1.0 L=KERN "core.kernel_timer" W2
30009 1.0 L=INT "core.soft_irq" W2
3000A 1.0 L=KERN "core.process" W2
3000B 1.0 L=KERN "core.file_system" W2
3000C 1.0 L=KERN "core.timer" W2
3000D 1.0 L=KERN "core.memory" W2
3000E 1.0 L=KERN "core.socket" W2
3000F 1.0 L=KERN "core.ipc" W2
30010 1.0 L=KERN "core.network" W2
30011 1.0 L=KERN "core.block_start" W2 sec=U4 nsec=U4 cycles=U8 block_id=U4
30012 1.0 L=KERN "core.block_end" W2 sec=U4 nsec=U4 cycles=U8 block_id=U4
30013 1.0 L=KERN "core.time_heartbeat" W2 sec=U4 nsec=U4 cycles=U8
exit 0
# <generated from trace/eventdefs>
# user.tmpl
30007 1.0 L=KERN "SWITCH" W2 from=U4 to=U4
# <generated from trace/eventdefs>
30011 1.0 L=KERN "core.block_start" W2 sec=U4 nsec=U4 cycles=U8 block_id=U4
30012 1.0 L=KERN "core.block_end" W2 sec=U4 nsec=U4 cycles=U8 block_id=U4
30011      0.000000000       0.000000                  core.block_start sec=100 nsec=0 cycles=1000 block_id=0
30007      0.000000500       0.000500                  SWITCH from=1 to=2
30012      0.000001000       0.000500                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
