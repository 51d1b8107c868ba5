# trcasm round trip on the bundled sample: text -> log -> text -> log is byte-identical,
# and the canonical dump is a fixed point (docs/ref/tracelog.md §6.2)
=== cmd
trcasm -o a.trc "$top_srcdir/samples/example.txt" &&
trcasm -d a.trc > a.txt && trcasm -o b.trc a.txt && cmp a.trc b.trc &&
trcasm -d b.trc > b.txt && cmp a.txt b.txt && wc -c < a.trc && grep -c '^ev ' a.txt
=== stdout
1288
23
