# empty generic buffer: HB = 0 and LOOP HB {X0} prints nothing
# (G8 added: a generic entry's initial DP is D1 (docs/ref/language.md §5.1), so X0 must be moved to the buffer)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL n=HB G8 LOOP HB {X0} end
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000000 d=00000000
ev t=1 hw=01000002 d=00000000 buf=ABCD
=== stdout
n=0 end
n=2 ABCD end
=== stderr
=== status
0
