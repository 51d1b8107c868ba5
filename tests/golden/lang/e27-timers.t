# docs/ref/language.md §16 E27: starttimer / endtimer (timebase 1/1: ticks are ns)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
050 1.0 L=APPL begin starttimer(1, $D1)
051 1.0 L=APPL end elapsed=endtimer(1, $D1) ms
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=1000000 hw=050A0000 d=00000007
ev t=3500000 hw=051A0000 d=00000007
=== stdout
begin
end elapsed=2.500000 ms
=== stderr
=== status
0
