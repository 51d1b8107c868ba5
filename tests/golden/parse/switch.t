# SWITCH: case value kinds, regex with \/, masks, every case-body kind, lists ended by a non-comma
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
060 1.0 L=APPL X2, 1 one, 0A ten, "str" s, 'sq' q, \* other
061 1.0 L=APPL A8, /^a\/b/ re, / x / spaced, \* {X1 X2}
062 1.0 L=APPL $HT & 0x07, 1 {{ $x = 1 }}, 2 LOOP 2 {X1}, 3 $SKIP, 4 { X2, 1 a, 2 b } tail
063 1.0 L=APPL U2,1 a,2 b ,3 c glued-after
064 1.0 L=APPL $n%D4, -1 minus, 0 zero, \* f(1) after
065 1.0 L=APPL X1, 1 \t, 2 \n, 3 L=SVC, 4 ,, 5 &, 6 `bq $D1`, 7 X4
=== stdout
file "tpl.fmt" stanzas=6
stanza 060 id=0x00600 text="060" @1:1..1:59
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=1
    switch ncases=5 @1:16..1:59
      subject code X2 @1:16..1:17
      case word "1" @1:20
        word "one" @1:22..1:24 glued
      case word "0A" @1:27..1:28
        word "ten" @1:30..1:32 glued
      case string "str" @1:35..1:39
        word "s" @1:41 glued
      case string "sq" @1:44..1:47
        word "q" @1:49 glued
      case star "*" @1:52..1:53
        word "other" @1:55..1:59
stanza 061 id=0x00610 text="061" @2:1..2:55
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=1
    switch ncases=3 @2:16..2:55
      subject code A8 @2:16..2:17
      case regex "^a/b" @2:20..2:26
        word "re" @2:28..2:29 glued
      case regex " x " @2:32..2:36
        word "spaced" @2:38..2:43 glued
      case star "*" @2:46..2:47
        block n=2 @2:49..2:55
          code X1 @2:50..2:51
          code X2 @2:53..2:54 blank glued
stanza 062 id=0x00620 text="062" @3:1..3:90
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=2
    switch ncases=4 @3:16..3:85
      subject ref $HT @3:16..3:18
      mask "0x07" @3:22..3:25
      case word "1" @3:28
        assign $x @3:30..3:41 glued
          num 1 @3:38
      case word "2" @3:44
        loop count=2 n=1 @3:46..3:56 glued
          count @3:51
          code X1 @3:54..3:55 glued
      case word "3" @3:59
        ref $SKIP @3:61..3:65 glued
      case word "4" @3:68
        block n=1 @3:70..3:85
          switch ncases=2 @3:72..3:83
            subject code X2 @3:72..3:73
            case word "1" @3:76
              word "a" @3:78 glued
            case word "2" @3:81
              word "b" @3:83
    word "tail" @3:87..3:90 blank
stanza 063 id=0x00630 text="063" @4:1..4:42
  version 1.0 @4:5..4:7
  level APPL @4:9..4:14
  body n=2
    switch ncases=3 @4:16..4:30
      subject code U2 @4:16..4:17
      case word "1" @4:19
        word "a" @4:21 glued
      case word "2" @4:23
        word "b" @4:25
      case word "3" @4:28
        word "c" @4:30
    word "glued-after" @4:32..4:42 blank
stanza 064 id=0x00640 text="064" @5:1..5:53
  version 1.0 @5:5..5:7
  level APPL @5:9..5:14
  body n=2
    switch ncases=3 @5:16..5:47
      subject ref $n%D4 @5:16..5:20
      case word "-1" @5:23..5:24
        word "minus" @5:26..5:30 glued
      case word "0" @5:33
        word "zero" @5:35..5:38 glued
      case star "*" @5:41..5:42
        call f nargs=1 raw="f(1)" @5:44..5:47
          num 1 @5:46
    word "after" @5:49..5:53 blank
stanza 065 id=0x00650 text="065" @6:1..6:66
  version 1.0 @6:5..6:7
  level APPL @6:9..6:14
  body n=1
    switch ncases=7 @6:16..6:66
      subject code X1 @6:16..6:17
      case word "1" @6:20
        tab @6:22..6:23 glued
      case word "2" @6:26
        nl @6:28..6:29 glued
      case word "3" @6:32
        level SVC @6:34..6:38 glued
      case word "4" @6:41
        comma @6:43 glued
      case word "5" @6:46
        amp @6:48 glued
      case word "6" @6:51
        bqstring nparts=2 @6:53..6:60 glued
          text "bq " @6:54..6:56
          ref $D1 @6:57..6:59
      case word "7" @6:63
        code X4 @6:65..6:66
