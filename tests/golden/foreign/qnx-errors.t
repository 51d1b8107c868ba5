# QNX inputs that are damaged or unusual: a header without TRACE_HEADER_END:: (exit 4, also
# when auto-detected), MIDDLE_ENDIAN (exit 4), a trailing partial slot (00C reason 2 after
# the last complete slot), a big-endian file with the same slots as a little-endian one
=== cmd
unset TRCFMT TRCFMT_DATADIR
printf 'TRACE_HEADER_BEGIN::TRACE_LITTLE_ENDIAN::TRUETRACE_CPU_NUM::1' > noend.kev
trcrpt noend.kev; echo "exit $?"
trcrpt -F qnx noend.kev; echo "exit $?"
printf 'TRACE_HEADER_BEGIN::TRACE_MIDDLE_ENDIAN::TRUETRACE_HEADER_END::' > middle.kev
trcrpt middle.kev; echo "exit $?"
"$top_builddir/tests/unit/foreign_test" --write-kev cut.kev 00000401 00000010 00000000 00000010 00000858 00000020
trcrpt -h cut.kev; echo "exit $?"
"$top_builddir/tests/unit/foreign_test" --write-kev be.kev -be 00000401 00000010 00000000 00000010 00000858 00000020 00000001 00000000
trcrpt -h --quiet be.kev; echo "exit $?"
=== stdout
exit 4
exit 4
exit 4
21001      0.000000000       0.000000                  CONTROL TIME msb=00000000 lsb=00000010
00C        0.000000000       0.000000                  READER RESYNC 8 bytes skipped at offset 316 (truncated)
exit 0
21001      0.000000000       0.000000                  CONTROL TIME msb=00000000 lsb=00000010
22058      0.000000016       0.000016          KER_CALL SCHED_GET/88 00000001 00000000
exit 0
=== stderr
trcrpt: noend.kev: QNX trace header: TRACE_HEADER_END not found within 65536 bytes
trcrpt: noend.kev: QNX trace header: TRACE_HEADER_END not found within 65536 bytes
trcrpt: middle.kev: QNX trace is MIDDLE_ENDIAN: not supported
trcrpt: cut.kev: 8 bytes skipped at offset 316 (truncated)
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=8
