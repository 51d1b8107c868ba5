# setdelim() and a level after text in fused forms (docs/interpreter.md §The compiled form): flags,
# numbers and a Z with delimiters off, a level in a SWITCH case and in the body after
# text (a level on an empty line is the interpreter's), setdelim inside a segment (the
# interpreter's).  Twice: the line form of the default columns, then other columns.
# tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
050 1.0 L=APPL "STATE" setdelim(0) BITFLAGS $HD, 4 r -, 2 w -, 1 x - setdelim(1) $D1, 0 { L=INT "idle" }, \* busy
051 1.0 L=APPL "NUMS" setdelim(0) a=$D1%D4 b=$D2%D4 setdelim(1) c=$D3%D4 d=$D4%D4
052 1.0 L=APPL "ZED" setdelim(0) G8 [ Z ] setdelim(1) after
053 1.0 L=APPL "" $D1, 0 { L=INT idle }, \* { L=KERN busy }
054 1.0 L=SVC "LVL" x=$D1%D4 L=INT y=$D2%D4
055 1.0 L=APPL "SEG" LOOP 2 {X1} setdelim(0) p=$D1%D4 q=$D2%D4 setdelim(1) r=$D3%D4
056 1.0 L=APPL "OFF" setdelim(0) BITFLAGS $HD, 1 one, 2 two tail
057 1.0 L=APPL "" setdelim(0) BITFLAGS $HD, 1 one, 2 two setdelim(1) tail
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=050E0005 d=00000000
ev t=1 hw=050E0002 d=00000001
ev t=2 hw=051E0000 d=00000001,00000002,00000003,00000004
ev t=3 hw=05200000 d=00000000 str="hey\0"
ev t=4 hw=05200000 d=00000000 str="\0"
ev t=5 hw=053E0000 d=00000000
ev t=6 hw=053E0000 d=00000001
ev t=7 hw=054E0000 d=00000001,00000002
ev t=8 hw=055E0000 d=0A0B0000,00000002,00000003
ev t=9 hw=056E0003 d=00000000
ev t=10 hw=056E0000 d=00000000
ev t=11 hw=057E0001 d=00000000
ev t=12 hw=057E0000 d=00000000
=== stdout
050        0.000000000       0.000000  STATE r-x idle
050        0.000000001       0.000001  STATE -w- busy
051        0.000000002       0.000001  NUMS a=1b=2 c=3 d=4
052        0.000000003       0.000001  ZED [hey] after
052        0.000000004       0.000001  ZED [] after
053        0.000000005       0.000001                          idle
053        0.000000006       0.000001                  busy
054        0.000000007       0.000001          LVL x=1 y=2
055        0.000000008       0.000001  SEG 00 00 p=168493056q=2 r=3
056        0.000000009       0.000001  OFF onetwo
056        0.000000010       0.000001  OFF tail
057        0.000000011       0.000001  one tail
057        0.000000012       0.000001  tail
STATE r-x idle
STATE -w- busy
NUMS a=1b=2 c=3 d=4
ZED [hey] after
ZED [] after
                        idle
                busy
        LVL x=1 y=2
SEG 00 00 p=168493056q=2 r=3
OFF onetwo
OFF tail
one tail
tail
=== stderr
=== status
0
=== lineform
22
