# input detection (docs/ref/report.md §1.2) and every wrong -F pairing: trclog by magic, QNX by
# TRACE_HEADER_BEGIN::, LTT for a directory with info/system.xml; S.Ha.R.K. and raw AIX
# streams are never detected (exit 4 "cannot detect input format, use -F"); a wrong -F
# gives a message and exit 4 or a report of whatever the bytes mean, never a crash; a
# trclog whose source TLV is trcshm is detected as a libtrc buffer file and read as one
# (here it has no TRCSHM01 block: exit 4; -F trclog still reads it as a trclog)
=== cmd
unset TRCFMT TRCFMT_DATADIR
head -c 160 "$top_srcdir/samples/shark-demo.ftrace" > s.ftrace
"$top_builddir/tests/unit/foreign_test" --write-kev q.kev 00000401 00000010 00000000 00000010
"$top_builddir/tests/unit/ltt_test" --write-example ltt
trcasm -o l.trc "$top_srcdir/samples/example.txt"
: > empty
for f in s.ftrace q.kev ltt l.trc empty ltt/info/system.xml; do
    for F in auto trclog aix32 aix64 shark qnx ltt trcshm; do
        trcrpt -F $F --quiet -t /dev/null $f > /dev/null 2> err
        st=$?
        printf '%s -F %s: exit %s%s\n' $f $F $st "$(grep -v 'warning: ' err | sed 's/^trcrpt: [^:]*: /: /')"
    done
done
printf 'trcasm 1\nbyteorder little\nenv 64\nsource "trcshm"\nrecords\n' > shm.txt
trcasm -o shm.trc shm.txt && trcrpt shm.trc; echo "exit $?"
trcrpt -F trclog --quiet -t /dev/null shm.trc; echo "exit $?"
trcrpt -F foo s.ftrace; echo "exit $?"
trcrpt; echo "exit $?"
=== stdout
s.ftrace -F auto: exit 4: cannot detect input format, use -F aix32, aix64, shark, trclog, qnx, ltt or trcshm
s.ftrace -F trclog: exit 4: not a trclog file (bad magic)
s.ftrace -F aix32: exit 0: 4 bytes skipped at offset 156 (truncated)
s.ftrace -F aix64: exit 0: 120 bytes skipped at offset 40 (truncated)
s.ftrace -F shark: exit 0
s.ftrace -F qnx: exit 4: not a QNX trace (no TRACE_HEADER_BEGIN)
s.ftrace -F ltt: exit 4: not an LTT trace directory
s.ftrace -F trcshm: exit 4: not a trcshm file (no valid trclog header)
q.kev -F auto: exit 0
q.kev -F trclog: exit 4: not a trclog file (bad magic)
q.kev -F aix32: exit 0: 248 bytes skipped at offset 68 (truncated)
q.kev -F aix64: exit 0
q.kev -F shark: exit 0: 12 bytes skipped at offset 304 (truncated)
q.kev -F qnx: exit 0
q.kev -F ltt: exit 4: not an LTT trace directory
q.kev -F trcshm: exit 4: not a trcshm file (no valid trclog header)
ltt -F auto: exit 0
ltt -F trclog: exit 4: is a directory (only LTT traces are directories: -F ltt)
ltt -F aix32: exit 4: is a directory (only LTT traces are directories: -F ltt)
ltt -F aix64: exit 4: is a directory (only LTT traces are directories: -F ltt)
ltt -F shark: exit 4: is a directory (only LTT traces are directories: -F ltt)
ltt -F qnx: exit 4: is a directory (only LTT traces are directories: -F ltt)
ltt -F ltt: exit 0
ltt -F trcshm: exit 4: is a directory (only LTT traces are directories: -F ltt)
l.trc -F auto: exit 0
l.trc -F trclog: exit 0
l.trc -F aix32: exit 0: 724 bytes skipped at offset 564 (truncated)
l.trc -F aix64: exit 0: 1160 bytes skipped at offset 128 (truncated)
l.trc -F shark: exit 0: 8 bytes skipped at offset 1280 (truncated)
l.trc -F qnx: exit 4: not a QNX trace (no TRACE_HEADER_BEGIN)
l.trc -F ltt: exit 4: not an LTT trace directory
l.trc -F trcshm: exit 4: not a trcshm file (no TRCSHM01 block)
empty -F auto: exit 4: empty file, no trace data
empty -F trclog: exit 4: not a trclog file (bad magic)
empty -F aix32: exit 0
empty -F aix64: exit 0
empty -F shark: exit 0
empty -F qnx: exit 4: not a QNX trace (no TRACE_HEADER_BEGIN)
empty -F ltt: exit 4: not an LTT trace directory
empty -F trcshm: exit 4: not a trcshm file (too short)
ltt/info/system.xml -F auto: exit 4: cannot detect input format, use -F aix32, aix64, shark, trclog, qnx, ltt or trcshm
ltt/info/system.xml -F trclog: exit 4: not a trclog file (bad magic)
ltt/info/system.xml -F aix32: exit 0: 291 bytes skipped at offset 72 (truncated)
ltt/info/system.xml -F aix64: exit 0
ltt/info/system.xml -F shark: exit 0: 11 bytes skipped at offset 352 (truncated)
ltt/info/system.xml -F qnx: exit 4: not a QNX trace (no TRACE_HEADER_BEGIN)
ltt/info/system.xml -F ltt: exit 4: not an LTT trace directory
ltt/info/system.xml -F trcshm: exit 4: not a trcshm file (no valid trclog header)
exit 4
Start time unknown

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

exit 0
exit 2
exit 4
=== stderr
trcrpt: shm.trc: not a trcshm file (no TRCSHM01 block)
trcrpt: warning: /dev/null defines no templates (empty file)
trcrpt: invalid -F value: foo
Try 'trcrpt --help' for more information.
trcrpt: trcfile: cannot open: No such file or directory
trcrpt: no input named, so the default trcfile was tried; to read standard input, name -
