# $BASEPOINTER and $DATAPOINTER = INT64_MAX (or INT64_MIN) saturate instead of overflowing:
# a short entry at the limit 2^56, or a bad pointer at -2^56 (docs/interpreter.md "Pointer limits")
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
032 1.0 L=APPL {{ $DATAPOINTER = 9223372036854775807 }} X1
033 1.0 L=APPL {{ $BASEPOINTER = 9223372036854775807 }} O4 $DATAPOINTER%D1 X1
034 1.0 L=APPL {{ $BASEPOINTER = 0 - 9223372036854775807 - 1 }} X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=032A0000 d=00000001
ev t=1 hw=033A0000 d=00000001
ev t=2 hw=034A0000 d=00000001
=== stdout
[short entry: need 1 at 72057594037927936 of 8]
6 [short entry: need 1 at 72057594037927942 of 8]
[bad pointer: -72057594037927934]
=== stderr
trcrpt: in.trc:72: hook 032: short entry: need 1 at 72057594037927936 of 8
trcrpt: in.trc:112: hook 033: short entry: need 1 at 72057594037927942 of 8
trcrpt: in.trc:152: hook 034: bad pointer: -72057594037927934
=== status
0
