# An event that would grow past a per-event limit (docs/fuzzing.md, resource limits) is
# cut: one wide item (A0.n: 16 MiB of text), new lines (1,048,576 lines), captured fields
# (1,048,576), string values (16 MiB of scratch), and LOOP iterations (65,536 for all the
# loops of an event together: nested loops stop whether their bodies print or not).  The
# marker "[event too large: limit N WHAT]" ends the event, the fault is counted and the
# next event is formatted as usual; one loop of 65,536 empty iterations is not cut (017).
# Before, 010 grew the text to 8 GiB (an out-of-memory kill), 011 took 1 GB and 6 s for a
# 30-byte template, and 016 ran 2^32 iterations (about 20 s an event).
=== cmd
trcasm -o in.trc in.txt && trcrpt -h -O ids=off,timestamp=3 -t tpl.fmt in.trc > out; echo "exit $?"
grep -o '\[event too large[^]]*\]' out
wc -l < out
awk 'length($0) > 1000 { print NR, length($0) }' out
cut -c1-60 out | grep -v '^ *$' | LC_ALL=C sort | uniq -c | sed 's/^ *//'
=== file tpl.fmt
010 1.0 L=APPL LOOP 65536 { LOOP 65536 { "ab" } } after
011 1.0 L=APPL "w" A0.999999999 after
012 1.0 L=APPL LOOP 65536 { \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n \n } after
013 1.0 L=APPL {{ $y = 1 }} LOOP 65536 { x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 x=$y%D1 } after
014 1.0 L=APPL "s" LOOP 65536 { LOOP 65536 { {{ $s = A0.4096 }} } } after
015 1.0 L=APPL ok
016 1.0 L=APPL "empty" LOOP 65536 { LOOP 65536 { } } after
017 1.0 L=APPL "one" LOOP 65536 { } after
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01110000
ev t=2 hw=01210000
ev t=3 hw=01310000
ev t=4 hw=01410000
ev t=5 hw=01510000
ev t=6 hw=01610000
ev t=7 hw=01710000
=== stdout
exit 0
[event too large: limit 65536 loop iterations]
[event too large: limit 16777216 text bytes]
[event too large: limit 1048576 lines]
[event too large: limit 1048576 fields]
[event too large: limit 16777216 string bytes]
[event too large: limit 65536 loop iterations]
1048583
1 131119
1048579 4194347
1 [event too large: limit 1048576 lines]
1 abababababababababababababababababababababababababababababab
1 empty [event too large: limit 65536 loop iterations]
1 ok
1 one after
1 s [event too large: limit 16777216 string bytes]
1 w [event too large: limit 16777216 text bytes]
1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 
=== stderr
trcrpt: in.trc:72: hook 010: event too large: limit 65536 loop iterations
trcrpt: in.trc:112: hook 011: event too large: limit 16777216 text bytes
trcrpt: in.trc:152: hook 012: event too large: limit 1048576 lines
trcrpt: in.trc:192: hook 013: event too large: limit 1048576 fields
trcrpt: in.trc:232: hook 014: event too large: limit 16777216 string bytes
trcrpt: in.trc:312: hook 016: event too large: limit 65536 loop iterations
trcrpt: summary: events=8 printed=8 filtered=0 lost=0 short=0 unknown=0 faults=6 skipped=0
