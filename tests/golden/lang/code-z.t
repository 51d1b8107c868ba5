# Z: past the NUL; without NUL up to L; at DP >= L prints nothing and is never short
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 Z Z end
011 1.0 L=APPL G8 Z X1 never
012 1.0 L=APPL G20 Z fine
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000003 d=00000000 buf=616200
ev t=1 hw=01100002 d=00000000 buf=6162
ev t=2 hw=01000001 d=00000000 buf=00
ev t=3 hw=012A0000 d=00000000
=== stdout
ab end
ab [short entry: need 1 at 10 of 10]
end
fine
=== stderr
trcrpt: in.trc:120: hook 011: short entry: need 1 at 10 of 10
=== status
0
