# §7 summary: unknown hooks by count then ID (at most 10), loss windows per 006 with D1 > 0 (D4 ticks wide, at most 10 then ...), skipped bytes from 00C
=== cmd
cp "$top_srcdir/tests/fixtures/select-faults.txt" e.txt
trcasm -o e.trc e.txt && trcrpt -h -t "$top_srcdir/templates/system.tmpl" e.trc > /dev/null && trcrpt -h -t "$top_srcdir/templates/system.tmpl" -d 006 e.trc > /dev/null
=== stderr
trcrpt: e.trc: 8 bytes skipped at offset 1560 (truncated)
trcrpt: summary: events=33 printed=33 filtered=0 lost=68 short=0 unknown=19 faults=0 skipped=8
trcrpt: unknown hooks: 03A(4) 031(3) 033(2) 034(2) 032(1) 035(1) 036(1) 037(1) 038(1) 039(1)
trcrpt: loss windows: 0.000002190-0.000002690(1) 0.000003190-0.000004190(2) 0.000004190-0.000005690(3) 0.000005190-0.000007190(4) 0.000006190-0.000008690(5) 0.000007190-0.000010190(6) 0.000008190-0.000011690(7) 0.000009190-0.000013190(8) 0.000010190-0.000014690(9) 0.000011190-0.000016190(10) ...
trcrpt: e.trc: 8 bytes skipped at offset 1560 (truncated)
trcrpt: summary: events=33 printed=13 filtered=20 lost=68 short=0 unknown=0 faults=0 skipped=8
trcrpt: loss windows: 0.000002190-0.000002690(1) 0.000003190-0.000004190(2) 0.000004190-0.000005690(3) 0.000005190-0.000007190(4) 0.000006190-0.000008690(5) 0.000007190-0.000010190(6) 0.000008190-0.000011690(7) 0.000009190-0.000013190(8) 0.000010190-0.000014690(9) 0.000011190-0.000016190(10) ...
