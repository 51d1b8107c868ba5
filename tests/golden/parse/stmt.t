# STMT: declarations, assignments, the §9.2 precedence table, unary ops, codes in expressions, function definitions
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
090 1.0 L=APPL {{ $x }} {{ $y = 1 }} {{ $s = "str" }} {{ $c = 'c' == "c" }}
091 1.0 L=APPL {{ $a = 1 | 2 ^ 3 & 4 == 5 != 6 < 7 <= 8 > 9 >= 10 << 11 >> 12 + 13 - 14 * 15 / 16 % 17 }}
092 1.0 L=APPL {{ $b = -(~$x + U4) * X2 - 0x1F + 0o17 + $D1%W0.7 }}
093 1.0 L=APPL "" {{ f() }} {{ g($a, b, $c) X1, 1 one, 2 {{ $z = $a }} }} {{ h($p) {{ k(q) q }} }}
094 1.0 L=APPL{{$x=1}}{{$y=$x}}$x
=== stdout
file "tpl.fmt" stanzas=5
stanza 090 id=0x00900 text="090" @1:1..1:75
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=4
    decl $x @1:16..1:23
    assign $y @1:25..1:36 blank
      num 1 @1:33
    assign $s @1:38..1:53 blank
      str "str" @1:46..1:50
    assign $c @1:55..1:75 blank
      binary == @1:63..1:72
        str "c" @1:63..1:65
        str "c" @1:70..1:72
stanza 091 id=0x00910 text="091" @2:1..2:105
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=1
    assign $a @2:16..2:105
      binary | @2:24..2:102
        num 1 @2:24
        binary ^ @2:28..2:102
          num 2 @2:28
          binary & @2:32..2:102
            num 3 @2:32
            binary != @2:36..2:102
              binary == @2:36..2:41
                num 4 @2:36
                num 5 @2:41
              binary >= @2:46..2:102
                binary > @2:46..2:59
                  binary <= @2:46..2:55
                    binary < @2:46..2:50
                      num 6 @2:46
                      num 7 @2:50
                    num 8 @2:55
                  num 9 @2:59
                binary >> @2:64..2:102
                  binary << @2:64..2:71
                    num 10 @2:64..2:65
                    num 11 @2:70..2:71
                  binary - @2:76..2:102
                    binary + @2:76..2:82
                      num 12 @2:76..2:77
                      num 13 @2:81..2:82
                    binary % @2:86..2:102
                      binary / @2:86..2:97
                        binary * @2:86..2:92
                          num 14 @2:86..2:87
                          num 15 @2:91..2:92
                        num 16 @2:96..2:97
                      num 17 @2:101..2:102
stanza 092 id=0x00920 text="092" @3:1..3:67
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=1
    assign $b @3:16..3:67
      binary + @3:24..3:64
        binary + @3:24..3:53
          binary - @3:24..3:46
            binary * @3:24..3:39
              unary - @3:24..3:34
                binary + @3:26..3:33
                  unary ~ @3:26..3:28
                    ref $x @3:27..3:28
                  code U4 @3:32..3:33
              code X2 @3:38..3:39
            num 31 @3:43..3:46
          num 15 @3:50..3:53
        ref $D1%W0.7 @3:57..3:64
stanza 093 id=0x00930 text="093" @4:1..4:98
  version 1.0 @4:5..4:7
  level APPL @4:9..4:14
  label "" @4:16..4:17
  body n=3
    fundef f() n=0 @4:19..4:27
    fundef g(a, b, c) n=1 @4:29..4:73 blank
      param a @4:34..4:35
      param b @4:38
      param c @4:41..4:42
      switch ncases=2 @4:45..4:70
        subject code X1 @4:45..4:46
        case word "1" @4:49
          word "one" @4:51..4:53 glued
        case word "2" @4:56
          assign $z @4:58..4:70
            ref $a @4:66..4:67
    fundef h(p) n=1 @4:75..4:98 blank
      param p @4:80..4:81
      fundef k(q) n=1 @4:84..4:95
        param q @4:89
        word "q" @4:92
stanza 094 id=0x00940 text="094" @5:1..5:33
  version 1.0 @5:5..5:7
  level APPL @5:9..5:14
  body n=3
    assign $x @5:15..5:22 glued
      num 1 @5:20
    assign $y @5:23..5:31 glued
      ref $x @5:28..5:29
    ref $x @5:32..5:33
