# --range: the note of a truncated log ("N bytes skipped at offset O (truncated)") belongs
# to the range that holds its 00C record, like the other diagnostics; a later range, whose
# walk passed over that record, printed it again
=== cmd
trcasm -o full.trc in.txt && head -c 200 full.trc > t.trc || exit 99
trcrpt -h -t s.fmt --range=0:196 t.trc; echo "exit $?"
trcrpt -h -t s.fmt --range=196: t.trc; echo "exit $?"
=== file s.fmt
010 1.0 L=APPL "begin"
011 1.0 L=APPL "end"
=== file in.txt
trcasm 1
records
ev t=100 hw=01000000
ev t=200 hw=01100000
ev t=300 hw=01000000
ev t=400 hw=01000000
=== stdout
010        0.000000100       0.000000  begin
011        0.000000200       0.000100  end
010        0.000000300       0.000100  begin
00C        0.000000300       0.000000                  READER RESYNC 8 bytes skipped at offset 192 (truncated)
exit 0
exit 0
=== stderr
trcrpt: t.trc: 8 bytes skipped at offset 192 (truncated)
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=8
trcrpt: summary: events=0 printed=0 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
