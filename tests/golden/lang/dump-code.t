# --dump-code (REPORT.md §1.2): the stable disassembly of a compiled template set -- slot
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
template 020 L=APPL label "caller" slots 2 entry 0
      0  PUSHI    5
      1  STORE    slot 0
      2  SOFT
      3  PUSHI    7
      4  STORE    slot 1
      5  SOFT
      6  CALLSUB  $021 -> @14
      7  SOFT
      8  LOAD     slot 0
      9  PRINTF   D1
     10  SOFT
     11  LOAD     slot 1
     12  PRINTF   D1
     13  END
template 021 L=APPL label "" hidden slots 3 entry 14
     14  SOFT
     15  SOFT
     16  LOAD     slot 0
     17  LOAD     slot 1
     18  ADD
     19  STORE    slot 2
     20  SOFT
     21  LIT      "sum="
     22  FIELD    "sum"
     23  LOAD     slot 2
     24  PRINTF   D1
     25  FIELDEND
     26  SOFT
     27  PUSHI    100
     28  STORE    slot 0
     29  END
template 040 L=APPL label "" hidden slots 0 entry 30
     30  END
template 041 L=SVC label "conn" slots 0 entry 31
     31  LIT      "from="
     32  FIELD    "from"
     33  LOADP    $D1
     34  CALLFN   ipv4/1
     35  FIELDEND
     36  SOFT
     37  LIT      "port="
     38  FIELD    "port"
     39  LOADP    $D2
     40  PRINTF   U2
     41  FIELDEND
     42  SOFT
     43  LIT      "["
     44  LOADP    $HD
     45  PRINTF   X2 nodelim
     46  LIT      "]"
     47  END
template 050 L=KERN label "" hidden slots 0 entry 48
     48  MOVE     G8
     49  SOFT
     50  RCODE    X1
     51  LOOP     static 16 bits
     52  LOOPTEST -> 55
     53  PCODE    X2
     54  LOOPNEXT -> 52
     55  LOOPEND
     56  SOFT
     57  LOADP    $HD
     58  LOOP     dynamic
     59  LOOPTEST -> 62
     60  PCODE    S1
     61  LOOPNEXT -> 59
     62  LOOPEND
     63  SOFT
     64  RCODE    X2
     65  MASK     3855
     66  CASE     word 10 =16 else -> 69
     67  LIT      "ten"
     68  JMP      -> 77
     69  CASE     string "s" else -> 72
     70  LIT      "str"
     71  JMP      -> 77
     72  CASE     * else -> 77
     73  LEVEL    L=INT
     74  SOFT
     75  LIT      "other"
     76  JMP      -> 77
     77  POP
     78  END
template 051 L=0 label "" hidden slots 0 entry 79
     79  LOADP    $HD
     80  FLAG     mask=0x100 value=0x100 else -> 83
     81  FLAGTEXT "r"
     82  JMP      -> 84
     83  FLAGTEXT "-"
     84  FLAG     mask=0xC0 value=0x80 else -> 86
     85  FLAGTEXT "w"
     86  FLAG     mask=0x40 value=0x40 else -> 89
     87  LOADP    $HD
     88  PRINT
     89  POP
     90  SOFT
     91  TAB
     92  SOFT
     93  DEFAULT  $008 (raw dump)
     94  SOFT
     95  ACTION   $STOP
     96  END
template 052 L=APPL label "m" hidden slots 2 entry 97
     97  MOVE     G8
     98  SOFT
     99  RCODE    A4
    100  STORE    slot 0
    101  SOFT
    102  LOAD     slot 0
    103  CASE     regex /^k/ else -> 106
    104  LIT      "re"
    105  JMP      -> 134
    106  CASE     string "ab" else -> 109
    107  LIT      "ab"
    108  JMP      -> 134
    109  CASE     * else -> 134
    110  LOADP    $HD
    111  NEG
    112  PUSHI    2
    113  MUL
    114  PUSHI    3
    115  DIV
    116  PUSHI    4
    117  MOD
    118  PUSHI    1
    119  SHL
    120  PUSHI    1
    121  SHR
    122  PUSHI    1
    123  PUSHI    2
    124  PUSHI    3
    125  NOT
    126  AND
    127  XOR
    128  OR
    129  STORE    slot 1
    130  SOFT
    131  LOAD     slot 1
    132  PRINT
    133  JMP      -> 134
    134  POP
    135  END
function ipv4 params 1 slots 1 entry 136
    136  PUSHI    0
    137  BUILTIN  setdelim/1
    138  SOFT
    139  LOAD     slot 0
    140  PRINTF   W24.31
    141  SOFT
    142  LIT      "."
    143  SOFT
    144  LOAD     slot 0
    145  PRINTF   W16.23
    146  SOFT
    147  LIT      "."
    148  SOFT
    149  LOAD     slot 0
    150  PRINTF   W8.15
    151  SOFT
    152  LIT      "."
    153  SOFT
    154  LOAD     slot 0
    155  PRINTF   W0.7
    156  SOFT
    157  PUSHI    1
    158  BUILTIN  setdelim/1
    159  END
