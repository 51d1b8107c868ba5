# Expressions and template subroutines in the line form (docs/interpreter.md §Fused
# programs): an expression stored in a macro is an EXPR op into a number register, the
# macro printed with %D or %U an NPRINT op; every binary operator, unary - and ~, macros
# standing for $Dn and $HD, a register reused and overwritten, a register in a SWITCH
# case; division and remainder by zero (the interpreter, with its fault), by -1, of
# INT64_MIN; 64-bit and generic entries; a subroutine ($hhh) inlined with the caller's
# macros, one after a data item (a short entry), one that is missing.  tests/fuse.sh checks
# the same bytes with --no-fuse; `lineform` counts the records the line form laid out.
=== cmd
trcasm -o in.trc in.txt && trcasm -o in64.trc in64.txt && trcrpt --quiet -h -t tpl.fmt in.trc && trcrpt --quiet -h -t tpl.fmt in64.trc
=== file tpl.fmt
040 1.0 L=APPL "ARITH" {{ $a = $D1 }} {{ $b = $D2 }} {{ $s = $a + $b }} {{ $d = $a - $b }} {{ $p = $a * $b }} s=$s%D1 d=$d%D1 du=$d%U1 p=$p%D1
041 1.0 L=APPL "DIV" {{ $q = $D1 / $D2 }} {{ $r = $D1 % $D2 }} q=$q%D1 r=$r%D1 done
042 1.0 L=APPL "BITS" {{ $x = ($D1 << $D2) | ($D1 >> 1) ^ ~$D2 & 255 }} {{ $y = -$D1 }} {{ $z = -($D2 / -1) }} x=$x%D1 y=$y%D1 z=$z%D1
043 1.0 L=APPL "CMP" {{ $l = $D1 < $D2 }} {{ $g = $D1 >= $D2 }} {{ $e = $D1 == $D2 }} {{ $n = $D1 != $HD }} $l%D1 $g%D1 $e%D1 $n%D1
044 1.0 L=APPL "STATS" {{ $hits = $D1 }} {{ $miss = $D2 }} {{ $ratio = $hits * 100 / ($hits + $miss) }} hit%=$ratio%D1 $045
045 1.0 L=APPL "" {{ $h }} {{ $m }} {{ $sum = $h + $m }} total=$sum%D1
046 1.0 L=APPL "REUSE" {{ $t = $D1 + 1 }} {{ $t = $t * $t }} {{ $u = $t - $HD }} t=$t%D1 u=$u%D1 $HD, 1 one, \* { other=$u%U1 }
047 1.0 L=APPL "SUB" G4 X4 $048 tail=X4
048 1.0 L=APPL "" {{ $v = $D1 * 2 }} v=$v%D1
049 1.0 L=APPL "MISSING" a $0FF b
04A 1.0 L=APPL "GLUE" {{ $k = $D1 + 0 }} [$k%D1] `x`$k%D1 $k%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=040E0000 d=00000007,00000003
ev t=1 hw=040E0000 d=00000003,00000007
ev t=2 hw=040E0000 d=FFFFFFFF,00000002
ev t=3 hw=041E0000 d=00000011,00000004
ev t=4 hw=041E0000 d=00000011,00000000
ev t=5 hw=041E0000 d=80000000,FFFFFFFF
ev t=6 hw=042E0000 d=00000005,00000003
ev t=7 hw=042E0000 d=00000005,00000040
ev t=8 hw=043E0005 d=00000002,00000005
ev t=9 hw=043E0005 d=00000005,00000005
ev t=10 hw=044E0000 d=00000030,00000010
ev t=11 hw=044E0000 d=00000000,00000000
ev t=12 hw=046E0001 d=00000003
ev t=13 hw=046E0009 d=00000001
ev t=14 hw=047E0000 d=00000005,00000006
ev t=15 hw=04710000 d=00000005
ev t=16 hw=049E0000
ev t=17 hw=04AE0000 d=00000004
ev t=18 hw=04400000 d=00000009
=== file in64.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001004000000 d=0000000000000007,FFFFFFFFFFFFFFFF
ev t=1 hw=8000001004100000 d=8000000000000000,FFFFFFFFFFFFFFFF
ev t=2 hw=C000001004000000 d=0000000000000007,0000000000000003
ev t=3 hw=8000001004600001 d=0000000000000003
=== stdout
040        0.000000000       0.000000  ARITH s=10 d=4 du=4 p=21
040        0.000000001       0.000001  ARITH s=10 d=-4 du=18446744073709551612 p=21
040        0.000000002       0.000001  ARITH s=4294967297 d=4294967293 du=4294967293 p=8589934590
041        0.000000003       0.000001  DIV q=4 r=1 done
041        0.000000004       0.000001  DIV q=0 r=0 done
041        0.000000005       0.000001  DIV q=0 r=2147483648 done
042        0.000000006       0.000001  BITS x=254 y=-5 z=3
042        0.000000007       0.000001  BITS x=189 y=-5 z=64
043        0.000000008       0.000001  CMP 1 0 0 1
043        0.000000009       0.000001  CMP 0 1 1 0
044        0.000000010       0.000001  STATS hit%=75 total=64
044        0.000000011       0.000001  STATS hit%=0 total=0
046        0.000000012       0.000001  REUSE t=16 u=15 one
046        0.000000013       0.000001  REUSE t=4 u=-5 other=18446744073709551611
047        0.000000014       0.000001  SUB 00000005 v=10 tail=00000006
047        0.000000015       0.000001  SUB 00000005 v=10 tail=[short entry: need 4 at 8 of 8]
049        0.000000016       0.000001  MISSING a [no template 0FF] b
04A        0.000000017       0.000001  GLUE [4] x4 4
044        0.000000018       0.000001  STATS hit%=100 total=9
040        0.000000000       0.000000  ARITH s=6 d=8 du=8 p=-7
041        0.000000001       0.000001  DIV q=-9223372036854775808 r=0 done
040        0.000000002       0.000001  ARITH s=7 d=7 du=7 p=0
046        0.000000003       0.000001  REUSE t=16 u=15 one
=== stderr
tpl.fmt:10:28: warning: subroutine $0FF is not defined
049 1.0 L=APPL "MISSING" a $0FF b
                           ^
trcrpt: in.trc:264: hook 041: division by zero
trcrpt: in.trc:264: hook 041: division by zero
trcrpt: in.trc:600: hook 044: division by zero
trcrpt: in.trc:776: hook 047: short entry: need 4 at 8 of 8
trcrpt: in.trc:816: hook 049: no template 0FF
tpl.fmt:10:28: warning: subroutine $0FF is not defined
049 1.0 L=APPL "MISSING" a $0FF b
                           ^
=== lineform
19
