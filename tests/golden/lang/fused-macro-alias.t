# Macros assigned from $HD or $Dn in fused forms (docs/interpreter.md §The compiled form): the
# macro stands for the value it was assigned (SWITCH and BITFLAGS subject, %D %X %E
# prints, $HD's too), assigned in a SWITCH case (and not in the other cases); a macro
# assigned from an expression is its number register; one never assigned is the
# interpreter's.  Twice: the line form of
# the default columns, then other columns (the fused ops; a segment never takes an
# assignment).  tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
040 1.0 L=APPL "RET" G4 rc=D4 << $e = $D2 >> $e%D1, 0 ok, \* { errno=$e%E4 }
041 1.0 L=APPL "ALIAS" {{ $a = $D1 }} a=$a%D4 x=$a%X4 e=$a%E4 BITFLAGS $a, 1 one, 2 two
045 1.0 L=APPL "HD" {{ $h = $HD }} $h, 1 h1, \* { h=$h%D2 }
042 1.0 L=APPL "ARM" $D1, 1 { {{ $b = $D2 }} b=$b%U4 }, \* { {{ $b = $D3 }} b3=$b%U4 }
043 1.0 L=APPL "EXPR" {{ $c = $D1 + 1 }} c=$c%D4
044 1.0 L=APPL "UNSET" u=$u%D4
046 1.0 L=APPL "OPS" {{ $a = $D1 }} e=$a%E4 d=$a%D1 x=$a%X2
047 1.0 L=APPL "LEAK" $D1, 1 { {{ $k = $D2 }} k=$k%U4 }, \* { k=$k%U4 }
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=040E0000 d=FFFFFFFF,00000000
ev t=1 hw=040E0000 d=FFFFFFFF,00000002
ev t=2 hw=040E0000 d=FFFFFFFF,0000FFFF
ev t=3 hw=041E0001 d=00000003
ev t=4 hw=041E0007 d=00000001
ev t=5 hw=045E0001 d=00000003
ev t=6 hw=045E0007 d=00000001
ev t=7 hw=042E0000 d=00000001,00000002,00000003
ev t=8 hw=042E0000 d=00000005,00000002,00000003
ev t=9 hw=043E0000 d=00000001
ev t=10 hw=044E0000 d=00000001
ev t=11 hw=04100000 d=00000001
ev t=12 hw=046E0000 d=00000002
ev t=13 hw=047E0000 d=00000001,00000009
ev t=14 hw=047E0000 d=00000002,00000009
=== stdout
040        0.000000000       0.000000  RET rc=-1 ok
040        0.000000001       0.000001  RET rc=-1 errno=ENOENT
040        0.000000002       0.000001  RET rc=-1 errno=65535
041        0.000000003       0.000001  ALIAS a=3 x=00000003 e=ESRCH one two
041        0.000000004       0.000001  ALIAS a=1 x=00000001 e=EPERM one
045        0.000000005       0.000001  HD h1
045        0.000000006       0.000001  HD h=7
042        0.000000007       0.000001  ARM b=2
042        0.000000008       0.000001  ARM b3=3
043        0.000000009       0.000001  EXPR c=2
044        0.000000010       0.000001  UNSET u=0
041        0.000000011       0.000001  ALIAS a=1 x=00000001 e=EPERM one
046        0.000000012       0.000001  OPS e=ENOENT d=2 x=0002
047        0.000000013       0.000001  LEAK k=9
047        0.000000014       0.000001  LEAK k=0
RET rc=-1 ok
RET rc=-1 errno=ENOENT
RET rc=-1 errno=65535
ALIAS a=3 x=00000003 e=ESRCH one two
ALIAS a=1 x=00000001 e=EPERM one
HD h1
HD h=7
ARM b=2
ARM b3=3
EXPR c=2
UNSET u=0
ALIAS a=1 x=00000001 e=EPERM one
OPS e=ENOENT d=2 x=0002
LEAK k=9
LEAK k=0
=== stderr
tpl.fmt:6:26: warning: macro $u is never assigned
044 1.0 L=APPL "UNSET" u=$u%D4
                         ^
tpl.fmt:6:26: warning: macro $u is never assigned
044 1.0 L=APPL "UNSET" u=$u%D4
                         ^
=== status
0
=== lineform
26
