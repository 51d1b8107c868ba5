# %Xm: at least 2m digits, never truncated; %X0 at least 2 digits and no delimiter; negative = 64-bit two's complement
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL $HD%X0"|" $HD%X1 $HD%X4 $HD%X8 $HD%X16 {{ $m = -1 }} $m%X2 {{ $b = 0x123456789 }} $b%X2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0005 d=00000000
=== stdout
05| 05 00000005 0000000000000005 00000000000000000000000000000005 FFFFFFFFFFFFFFFF 123456789
=== stderr
=== status
0
