# W moves in fused templates (docs/interpreter.md §The compiled form): W m goes to BP + m x
# the word size (4 in 32-bit, 8 in 64-bit entries), alone, after O, after text and a Z,
# before a SWITCH subject, in a SWITCH case, in a segment after $BASEPOINTER, and a W past
# the entry's end (a short entry: the interpreter's).  The expected text is --no-fuse's
# (tests/fuse.sh); the lineform count shows that the W templates are fused.
=== cmd
trcasm -o in32.trc in32.txt && trcasm -o in64.trc in64.txt
trcrpt --quiet -h -t tpl.fmt in32.trc
trcrpt --quiet -h -t tpl.fmt in64.trc
trcrpt --quiet --output=json -t tpl.fmt in64.trc
=== file tpl.fmt
040 1.0 L=APPL "W1" W1 a=X4 W0 hw=X2 W2 c=U4
041 1.0 L=APPL "WO" W1 O2 a=X2 W2 O1 b=X1 s=Z
042 1.0 L=APPL "WZ" s=Z W1 d1=X4
043 1.0 L=APPL "WSW" W1 X2, 0011 { one W2 U2 }, \* { other W1 O3 X1 }
044 1.0 L=APPL "WSEG" {{ $BASEPOINTER = 4 }} $D1 & 0, 0 { W1 X1 X1 X1 }
045 1.0 L=APPL "WSHORT" W3 X4
=== file in32.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=040E0000 d=00112233,44556677,8899AABB
ev t=1 hw=04100000 d=00112233,44556677 str="abc\0"
ev t=2 hw=042E0000 d=41420000,44556677
ev t=3 hw=043E0000 d=00112233,44556677
ev t=4 hw=043E0000 d=00FF2233,44556677
ev t=5 hw=044E0000 d=00112233,44556677,8899AABB
ev t=6 hw=045E0000 d=00112233,44556677
=== file in64.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001804000000 d=0011223344556677,8899AABBCCDDEEFF,0102030405060708
ev t=1 hw=C000000804100000 d=0011223344556677 str="abc\0"
ev t=3 hw=8000001004300000 d=0011223344556677,8899AABBCCDDEEFF
ev t=5 hw=8000001804400000 d=0011223344556677,8899AABBCCDDEEFF,0102030405060708
ev t=6 hw=8000001004500000 d=0011223344556677,8899AABBCCDDEEFF
=== stdout
040        0.000000000       0.000000  W1 a=00112233 hw=040E c=1146447479
041        0.000000001       0.000001  WO a=2233 b=55 s=fwabc
042        0.000000002       0.000001  WZ s= d1=41420000
043        0.000000003       0.000001  WSW one 17493
043        0.000000004       0.000001  WSW other 33
044        0.000000005       0.000001  WSEG 44 55 66
045        0.000000006       0.000001  WSHORT [short entry: need 4 at 12 of 12]
040        0.000000000       0.000000  W1 a=44556677 hw=8000 c=3437096703
041        0.000000001       0.000001  WO a=4455 b=62 s=c
043        0.000000003       0.000002  WSW other 44
044        0.000000005       0.000002  WSEG 33 22 11
045        0.000000006       0.000001  WSHORT [short entry: need 4 at 24 of 24]
{"id":"040","label":"W1","level":"APPL","elapsed_ns":0,"delta_ns":0,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"W1 a=44556677 hw=8000 c=3437096703","fields":{"a":"44556677","hw":"8000","c":3437096703},"env":64,"hd":0,"data":"7766554433221100FFEEDDCCBBAA99880807060504030201","file":"in64.trc","offset":72}
{"id":"041","label":"WO","level":"APPL","elapsed_ns":1,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"WO a=4455 b=62 s=c","fields":{"a":"4455","b":"62","s":"c"},"env":64,"hd":0,"data":"776655443322110061626300","file":"in64.trc","offset":136}
{"id":"043","label":"WSW","level":"APPL","elapsed_ns":3,"delta_ns":2,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"WSW other 44","fields":{},"env":64,"hd":0,"data":"7766554433221100FFEEDDCCBBAA9988","file":"in64.trc","offset":192}
{"id":"044","label":"WSEG","level":"APPL","elapsed_ns":5,"delta_ns":2,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"WSEG 33 22 11","fields":{},"env":64,"hd":0,"data":"7766554433221100FFEEDDCCBBAA99880807060504030201","file":"in64.trc","offset":248}
{"id":"045","label":"WSHORT","level":"APPL","elapsed_ns":6,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"WSHORT [short entry: need 4 at 24 of 24]","fields":{},"env":64,"hd":0,"data":"7766554433221100FFEEDDCCBBAA9988","file":"in64.trc","offset":312}
=== stderr
trcrpt: in32.trc:360: hook 045: short entry: need 4 at 12 of 12
trcrpt: in64.trc:312: hook 045: short entry: need 4 at 24 of 24
trcrpt: in64.trc:312: hook 045: short entry: need 4 at 24 of 24
=== lineform
8
