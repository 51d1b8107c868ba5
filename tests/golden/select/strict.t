# --strict: exit 1 when short entries, faults or skipped bytes occurred, else 0; without --strict 0
=== cmd
cp "$top_srcdir/tests/fixtures/select-faults.txt" e.txt
cp "$top_srcdir/tests/fixtures/select-d.txt" d.txt
trcasm -o d.trc d.txt && trcasm -o e.trc e.txt && trcasm -o m.trc m.txt || exit 99
trcrpt --quiet -t s.fmt d.trc > /dev/null 2>&1; echo "short, no strict: $?"
trcrpt --quiet --strict -t s.fmt d.trc > /dev/null 2>&1; echo "short, strict: $?"
trcrpt --quiet --strict -t s.fmt -d 010 d.trc > /dev/null 2>&1; echo "filtered short, strict: $?"
trcrpt --quiet --strict -t "$top_srcdir/templates/system.tmpl" e.trc > /dev/null 2>&1; echo "skipped, strict: $?"
trcrpt --quiet --strict -t s.fmt m.trc > /dev/null 2>&1; echo "clean, strict: $?"
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== file m.txt
trcasm 1
records
ev t=0 hw=010A0000 d=00000001
=== stdout
short, no strict: 0
short, strict: 1
filtered short, strict: 0
skipped, strict: 1
clean, strict: 0
