# User functions inlined into fused templates (docs/interpreter.md §The compiled form): arguments
# $Dn, $HD or a macro standing for one, setdelim and %Wm.n inside, two parameters; not
# inlined (the interpreter's): a call inside a called function, a macro of the function
# that is not a parameter, a SWITCH in the body.  %Wm.n after moves.  Twice: the line
# form of the default columns, then other columns; tests/fuse.sh checks --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
0FE 1.0 "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }} \
    {{ pair($x, $y) [ $x%D4 ; $y%X4 ] }} \
    {{ outer($o) o= ipv4($o) }} \
    {{ unk($p) {{ $q }} q=$q%D4 p=$p%D4 }} \
    {{ sw($s) $s, 1 one, \* other }}
070 1.0 L=APPL "ADDR" a=ipv4($D1) b=ipv4($HD) pidinstall($D2, 1, "x")
071 1.0 L=APPL "TWO" pair($D1, $D2) end
072 1.0 L=APPL "NEST" outer($D1)
073 1.0 L=APPL "UNK" unk($D1)
074 1.0 L=APPL "SW" sw($D1) end
075 1.0 L=APPL "BITS" G4 lo=$D1%W0.7 G8 hi=$D1%W24.31 one=$D1%W31.31 all=$D1%W0.63
076 1.0 L=APPL "MAC" {{ $m = $D2 }} m=$m%W4.7 f=ipv4($m)
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=070E0102 d=0A000001,00000064
ev t=1 hw=071E0000 d=00000007,000000FF
ev t=2 hw=072E0000 d=C0A80001
ev t=3 hw=073E0000 d=00000005
ev t=4 hw=074E0000 d=00000001
ev t=5 hw=075E0000 d=12345678,9ABCDEF0
ev t=6 hw=076E0000 d=00000000,7F000001
ev t=7 hw=070E0000
=== stdout
070        0.000000000       0.000000  ADDR a=10.0.0.1 b=0.0.1.2
071        0.000000001       0.000001  TWO [ 7 ; 000000FF ] end
072        0.000000002       0.000001  NEST o= 192.168.0.1
073        0.000000003       0.000001  UNK q=0 p=5
074        0.000000004       0.000001  SW one end
075        0.000000005       0.000001  BITS lo=120 hi=18 one=0 all=305419896
076        0.000000006       0.000001  MAC m=0 f=127.0.0.1
070        0.000000007       0.000001  ADDR a=0.0.0.0 b=0.0.0.0
ADDR a=10.0.0.1 b=0.0.1.2
TWO [ 7 ; 000000FF ] end
NEST o= 192.168.0.1
UNK q=0 p=5
SW one end
BITS lo=120 hi=18 one=0 all=305419896
MAC m=0 f=127.0.0.1
ADDR a=0.0.0.0 b=0.0.0.0
=== stderr
=== status
0
=== lineform
6
