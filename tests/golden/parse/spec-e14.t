# docs/ref/language.md §16 E14: macros and operators -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $dog = 7 + 6 }} {{ $cat = $dog * 2 }} $dog $cat
011 1.0 L=APPL {{ $a = 2 + 3 * 4 }} {{ $b = (2 + 3) * 4 }} {{ $c = 1 << 4 | 1 }} \
  {{ $d = -7 / 2 }} {{ $e = -7 % 2 }} {{ $f = 0x10 > 15 }} {{ $g = ~0 ^ 0xFF }} \
  $a%D1 $b%D1 $c%D1 $d%D1 $e%D1 $f%D1 $g%X1 $d
=== stdout
file "tpl.fmt" stanzas=2
stanza 010 id=0x00100 text="010" @1:1..1:65
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=4
    assign $dog @1:16..1:33
      binary + @1:26..1:30
        num 7 @1:26
        num 6 @1:30
    assign $cat @1:35..1:55 blank
      binary * @1:45..1:52
        ref $dog @1:45..1:48
        num 2 @1:52
    ref $dog @1:57..1:60 blank
    ref $cat @1:62..1:65 blank
stanza 011 id=0x00110 text="011" @2:1..4:46
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=15
    assign $a @2:16..2:35
      binary + @2:24..2:32
        num 2 @2:24
        binary * @2:28..2:32
          num 3 @2:28
          num 4 @2:32
    assign $b @2:37..2:58 blank
      binary * @2:45..2:55
        binary + @2:46..2:50
          num 2 @2:46
          num 3 @2:50
        num 4 @2:55
    assign $c @2:60..2:80 blank
      binary | @2:68..2:77
        binary << @2:68..2:73
          num 1 @2:68
          num 4 @2:73
        num 1 @2:77
    assign $d @3:3..3:19 blank
      binary / @3:11..3:16
        unary - @3:11..3:12
          num 7 @3:12
        num 2 @3:16
    assign $e @3:21..3:37 blank
      binary % @3:29..3:34
        unary - @3:29..3:30
          num 7 @3:30
        num 2 @3:34
    assign $f @3:39..3:58 blank
      binary > @3:47..3:55
        num 16 @3:47..3:50
        num 15 @3:54..3:55
    assign $g @3:60..3:79 blank
      binary ^ @3:68..3:76
        unary ~ @3:68..3:69
          num 0 @3:69
        num 255 @3:73..3:76
    ref $a%D1 @4:3..4:7 blank
    ref $b%D1 @4:9..4:13 blank
    ref $c%D1 @4:15..4:19 blank
    ref $d%D1 @4:21..4:25 blank
    ref $e%D1 @4:27..4:31 blank
    ref $f%D1 @4:33..4:37 blank
    ref $g%X1 @4:39..4:43 blank
    ref $d @4:45..4:46 blank
