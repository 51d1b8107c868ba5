# $Dn in the line form of a fused template (the report's default columns), 64-bit
# little-endian entries: $D1 (its own op kind) and $D2, $D3 with each register format,
# entries with 2, 1, 0 and 3 data words, and a generic entry (only $D1 is a data word).
# The expected text is what --no-fuse prints.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL "REGS" a=$D1%D8 b=$D2%U8 c=$D1%X8 d=$D3%o8 e=$D1%X2
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001001000000 d=FFFFFFFFFFFFFF85,8000000000000001
ev t=1 hw=8000000801000000 d=0000000000000007
ev t=2 hw=8000000001000000
ev t=3 hw=8000001801000000 d=0000000000000001,0000000000000002,0000000000000009
ev t=4 hw=C000001801000000 d=0000000000000001,0000000000000002,0000000000000009
=== stdout
010        0.000000000       0.000000  REGS a=-123 b=9223372036854775809 c=FFFFFFFFFFFFFF85 d=0 e=FFFFFFFFFFFFFF85
010        0.000000001       0.000001  REGS a=7 b=0 c=0000000000000007 d=0 e=0007
010        0.000000002       0.000001  REGS a=0 b=0 c=0000000000000000 d=0 e=0000
010        0.000000003       0.000001  REGS a=1 b=2 c=0000000000000001 d=11 e=0001
010        0.000000004       0.000001  REGS a=1 b=0 c=0000000000000001 d=0 e=0001
=== status
0
=== lineform
5
