# a move after a clamped $DATAPOINTER store is exact (docs/interpreter.md "Pointer limits"):
# O1 after the store of INT64_MAX reads at 2^56 + 1, fused and with --no-fuse alike
# (found by tests/fuzz/difftest: the VM clamped the move at 2^56, the fused segment not)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc && \
trcrpt --no-fuse --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
015 1.0 L=APPL {{ $DATAPOINTER = $D1 }} O1 g=$D1%X2 U1
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=0000000801500002 d=7FFFFFFFFFFFFFFF
=== stdout
g=7FFFFFFFFFFFFFFF [short entry: need 1 at 72057594037927937 of 16]
g=7FFFFFFFFFFFFFFF [short entry: need 1 at 72057594037927937 of 16]
=== stderr
trcrpt: in.trc:72: hook 015: short entry: need 1 at 72057594037927937 of 16
trcrpt: in.trc:72: hook 015: short entry: need 1 at 72057594037927937 of 16
