# The compiled form's control flow (docs/interpreter.md §The compiled form): SWITCHes one
# after another and nested in a case (each case goes on with the code after its SWITCH),
# empty cases, a subroutine whose body holds a SWITCH (called last, and with code after
# the call), $HD printed.  Every record is the compiled form's (the line form of the text
# report, the VM's run of it for json).  tests/fuse.sh checks the same bytes with
# --no-fuse.
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet -h -t tpl.fmt in.trc
trcrpt --quiet --output=json -t tpl.fmt in.trc | sed 's/.*"text"://;s/,"env".*//'
=== file tpl.fmt
1F0 1.0 L=KERN "" $D2 & 8000, 8000 fast
050 1.0 L=KERN "TWO" $HD, 0 {}, \* { p1=$HD%U2 } $D1, 0 {}, \* { $D2 & 8000, 0 { p2=$D1%U4 } } $1F0
051 1.0 L=APPL "NEST" $D1, 1 { one $D2, 1 { 1.1 }, 2 { 1.2 x=X1 } after-inner }, 2 two, \* { other $HD%X2 } end
052 1.0 L=APPL "SUB" h=$HD%D1 $1F0 tail=$D1%X4
053 1.0 L=APPL "SEQ" $D1, 1 a, 2 b $D2, 1 c, 2 d $D3, 1 e, \* f
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=050E0000 d=00000000,00000000
ev t=1 hw=050E0007 d=00000009,00000000
ev t=2 hw=050E0007 d=00000009,00008000
ev t=3 hw=051E0000 d=00000001,00000001
ev t=4 hw=051E0000 d=00000001,00000002,33000000
ev t=5 hw=051E0000 d=00000001,00000003
ev t=6 hw=051E0000 d=00000002
ev t=7 hw=051E00AB d=00000005
ev t=8 hw=052E0003 d=0000ABCD,00008000
ev t=9 hw=052E0004 d=0000ABCD,00000000
ev t=10 hw=053E0000 d=00000001,00000002,00000001
ev t=11 hw=053E0000 d=00000002,00000001,00000007
ev t=12 hw=053E0000 d=00000003,00000003,00000003
=== stdout
050        0.000000000       0.000000                  TWO
050        0.000000001       0.000001                  TWO p1=7 p2=9
050        0.000000002       0.000001                  TWO p1=7 fast
051        0.000000003       0.000001  NEST one 1.1 after-inner end
051        0.000000004       0.000001  NEST one 1.2 x=00 after-inner end
051        0.000000005       0.000001  NEST one after-inner end
051        0.000000006       0.000001  NEST two end
051        0.000000007       0.000001  NEST other 00AB end
052        0.000000008       0.000001  SUB h=3 fast tail=0000ABCD
052        0.000000009       0.000001  SUB h=4 tail=0000ABCD
053        0.000000010       0.000001  SEQ a d e
053        0.000000011       0.000001  SEQ b c f
053        0.000000012       0.000001  SEQ f
"TWO","fields":{}
"TWO p1=7 p2=9","fields":{"p1":7,"p2":9}
"TWO p1=7 fast","fields":{"p1":7}
"NEST one 1.1 after-inner end","fields":{}
"NEST one 1.2 x=00 after-inner end","fields":{"x":"00"}
"NEST one after-inner end","fields":{}
"NEST two end","fields":{}
"NEST other 00AB end","fields":{}
"SUB h=3 fast tail=0000ABCD","fields":{"h":3,"tail":"0000ABCD"}
"SUB h=4 tail=0000ABCD","fields":{"h":4,"tail":"0000ABCD"}
"SEQ a d e","fields":{}
"SEQ b c f","fields":{}
"SEQ f","fields":{}
=== lineform
13
=== compiled
26
