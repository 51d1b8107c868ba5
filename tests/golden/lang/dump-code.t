# --dump-code (docs/ref/report.md §1.2): the stable disassembly of a compiled template set -- slot
# binding, subroutine and function resolution, builtins, back-quote parts (nodelim),
# LOOP static/dynamic sizes, SWITCH case bases and masks, BITFLAGS, actions, expressions
=== cmd
trcrpt --dump-code -t tpl.fmt
=== file tpl.fmt
020 1.0 L=APPL caller {{ $a = 5 }} {{ $b = 7 }} $021 $a%D1 $b%D1
021 1.0 L=APPL "" {{ $x }} {{ $y }} {{ $s = $x + $y }} sum=$s%D1 {{ $x = 100 }}
040 1.0 L=APPL "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }}
041 1.0 L=SVC conn from=ipv4($D1) port=$D2%U2 `[$HD%X2]`
050 1.0 L=KERN G8 LOOP X1 {X2} LOOP $HD {S1} X2 & 0F0F, 10 ten, "s" str, \* { L=INT other }
051 1.0 L=0 BITFLAGS $HD%o2, 0400 r -, & 0300 0200 w, 0100 $HD \t $DEFAULT $STOP
052 1.0 L=APPL "@m" G8 {{ $n = A4 }} $n, /^k/ re, "ab" ab, \* { {{ $q = -$HD * 2 / 3 % 4 << 1 >> 1 | 1 ^ 2 & ~3 }} $q }
=== stdout
template 020 L=APPL label "caller" slots 2 entry 0 compiled
      0  PUSHI    5
      1  STORE    slot 0
      2  PUSHI    7 +soft
      3  STORE    slot 1
      4  CALLSUB  $021 -> @10 +soft
      5  LOAD     slot 0 +soft
      6  PRINTF   D1
      7  LOAD     slot 1 +soft
      8  PRINTF   D1
      9  END
template 021 L=APPL label "" hidden slots 3 entry 10
     10  LOAD     slot 0 +soft
     11  LOAD     slot 1
     12  ADD
     13  STORE    slot 2
     14  LIT      "sum=" +soft
     15  FIELD    "sum"
     16  LOAD     slot 2
     17  PRINTF   D1
     18  FIELDEND
     19  PUSHI    100 +soft
     20  STORE    slot 0
     21  END
template 040 L=APPL label "" hidden slots 0 entry 22 compiled
     22  END
template 041 L=SVC label "conn" slots 0 entry 23 compiled
     23  LIT      "from="
     24  FIELD    "from"
     25  LOADP    $D1
     26  CALLFN   ipv4/1
     27  FIELDEND
     28  LIT      "port=" +soft
     29  FIELD    "port"
     30  LOADP    $D2
     31  PRINTF   U2
     32  FIELDEND
     33  LIT      "[" +soft
     34  LOADP    $HD
     35  PRINTF   X2 nodelim
     36  LIT      "]"
     37  END
template 050 L=KERN label "" hidden slots 0 entry 38
     38  MOVE     G8
     39  RCODE    X1 +soft
     40  LOOP     static 16 bits
     41  LOOPTEST -> 44
     42  PCODE    X2
     43  LOOPNEXT -> 41
     44  LOOPEND
     45  LOADP    $HD +soft
     46  LOOP     dynamic
     47  LOOPTEST -> 50
     48  PCODE    S1
     49  LOOPNEXT -> 47
     50  LOOPEND
     51  RCODE    X2 +soft
     52  MASK     3855
     53  CASE     word 10 =16 else -> 56
     54  LIT      "ten"
     55  JMP      -> 63
     56  CASE     string "s" else -> 59
     57  LIT      "str"
     58  JMP      -> 63
     59  CASE     * else -> 63
     60  LEVEL    L=INT
     61  LIT      "other" +soft
     62  JMP      -> 63
     63  POP
     64  END
template 051 L=0 label "" hidden slots 0 entry 65
     65  LOADP    $HD
     66  FLAG     mask=0x100 value=0x100 else -> 69
     67  FLAGTEXT "r"
     68  JMP      -> 70
     69  FLAGTEXT "-"
     70  FLAG     mask=0xC0 value=0x80 else -> 72
     71  FLAGTEXT "w"
     72  FLAG     mask=0x40 value=0x40 else -> 75
     73  LOADP    $HD
     74  PRINT
     75  POP
     76  TAB      +soft
     77  DEFAULT  $008 (raw dump) +soft
     78  ACTION   $STOP +soft
     79  END
template 052 L=APPL label "m" hidden slots 2 entry 80 compiled
     80  MOVE     G8
     81  RCODE    A4 +soft
     82  STORE    slot 0
     83  LOAD     slot 0 +soft
     84  CASE     regex /^k/ else -> 87
     85  LIT      "re"
     86  JMP      -> 114
     87  CASE     string "ab" else -> 90
     88  LIT      "ab"
     89  JMP      -> 114
     90  CASE     * else -> 114
     91  LOADP    $HD
     92  NEG
     93  PUSHI    2
     94  MUL
     95  PUSHI    3
     96  DIV
     97  PUSHI    4
     98  MOD
     99  PUSHI    1
    100  SHL
    101  PUSHI    1
    102  SHR
    103  PUSHI    1
    104  PUSHI    2
    105  PUSHI    3
    106  NOT
    107  AND
    108  XOR
    109  OR
    110  STORE    slot 1
    111  LOAD     slot 1 +soft
    112  PRINT
    113  JMP      -> 114
    114  POP
    115  END
function ipv4 params 1 slots 1 entry 116
    116  PUSHI    0
    117  BUILTIN  setdelim/1
    118  LOAD     slot 0 +soft
    119  PRINTF   W24.31
    120  LIT      "." +soft
    121  LOAD     slot 0 +soft
    122  PRINTF   W16.23
    123  LIT      "." +soft
    124  LOAD     slot 0 +soft
    125  PRINTF   W8.15
    126  LIT      "." +soft
    127  LOAD     slot 0 +soft
    128  PRINTF   W0.7
    129  PUSHI    1 +soft
    130  BUILTIN  setdelim/1
    131  END
