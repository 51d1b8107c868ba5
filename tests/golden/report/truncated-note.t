# a truncated trace (issue 33 item 16): one stderr line names the input, the bytes skipped
# and their offset, before the summary; the exit status stays 0 (--strict: 1), the same with
# --jobs=2 and from a pipe
=== cmd
trcasm -o full.trc in.txt && head -c 200 full.trc > in.trc || exit 99
trcrpt -h -t t.fmt in.trc; echo "exit $?"
TRCFMT_JOBS_AUTO_MIN=0 TRCFMT_JOBS_CHUNK=40 trcrpt --quiet -h --jobs=2 -t t.fmt in.trc; echo "exit $?"
cat in.trc | trcrpt --quiet -h -t t.fmt -; echo "exit $?"
trcrpt --quiet --strict -h -t t.fmt in.trc > /dev/null; echo "exit $?"
=== file t.fmt
010 1.0 L=APPL "E" $D1%D4
=== file in.txt
trcasm 1
records
ev t=1 hw=010A0000 d=00000001
ev t=2 hw=010A0000 d=00000002
ev t=3 hw=010A0000 d=00000003
ev t=4 hw=010A0000 d=00000004
=== stdout
010        0.000000001       0.000000  E 1
010        0.000000002       0.000001  E 2
010        0.000000003       0.000001  E 3
00C        0.000000003       0.000000                  READER RESYNC 8 bytes skipped at offset 192 (truncated)
exit 0
010        0.000000001       0.000000  E 1
010        0.000000002       0.000001  E 2
010        0.000000003       0.000001  E 3
00C        0.000000003       0.000000                  READER RESYNC 8 bytes skipped at offset 192 (truncated)
exit 0
010        0.000000001       0.000000  E 1
010        0.000000002       0.000001  E 2
010        0.000000003       0.000001  E 3
00C        0.000000003       0.000000                  READER RESYNC 8 bytes skipped at offset 192 (truncated)
exit 0
exit 1
=== stderr
trcrpt: in.trc: 8 bytes skipped at offset 192 (truncated)
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=8
trcrpt: in.trc: 8 bytes skipped at offset 192 (truncated)
trcrpt: <stdin>: 8 bytes skipped at offset 192 (truncated)
trcrpt: in.trc: 8 bytes skipped at offset 192 (truncated)
