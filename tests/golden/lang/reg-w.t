# %Wm.n: bits m..n counted from the least significant bit, unsigned decimal
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $v = 0xF0 }} $v%W4.7 $v%W0.3 $v%W0.63 $v%W7.7 {{ $m = -1 }} $m%W0.63 $m%W63.63 $m%W60.63
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
=== stdout
15 0 240 1 18446744073709551615 1 15
=== stderr
=== status
0
