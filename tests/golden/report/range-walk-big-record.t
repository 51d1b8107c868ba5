# --range's walk drops the output of the records before the range, however large one
# record's output: a LOOP line of 393 KB, past the 256 KiB at which the report writes its
# buffer out, came out of every later range (difftest seed 71); now a range after it
# prints only its own records, as text, json and csv
=== cmd
trcasm -o t.trc in.txt || exit 99
trcrpt --quiet -h -t big.fmt t.trc | wc -c
for o in text json csv; do trcrpt --quiet -h --output=$o -t big.fmt --range=90: t.trc | cut -c1-64; done
=== file big.fmt
01C 1.0 L=KERN "big" LOOP $D1 { "abcdef" }
01D 1.0 L=KERN "small" $D1%D4
=== file in.txt
trcasm 1
records
ev t=100 hw=01C00000 d=00010000
ev t=200 hw=01D00000 d=00000007
=== stdout
393339
01D        0.000000200       0.000100                  small 7
{"id":"01D","label":"small","level":"KERN","elapsed_ns":200,"del
01D,200,100,,0,0,0,,KERN,small,small 7,{}
