# docs/ref/language.md §16 E18: masked subject, block bodies -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL HT & 0x07, 1 short, 2 { "one word" G4 X4 }, 6 { five words }, \
  0 { generic HB bytes }
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..2:24
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=1
    switch ncases=4 @1:16..2:24
      subject code HT @1:16..1:17
      mask "0x07" @1:21..1:24
      case word "1" @1:27
        word "short" @1:29..1:33 glued
      case word "2" @1:36
        block n=3 @1:38..1:57 glued
          string "one word" @1:40..1:49
          code G4 @1:51..1:52 blank
          code X4 @1:54..1:55 blank
      case word "6" @1:60
        block n=2 @1:62..1:75 glued
          word "five" @1:64..1:67
          word "words" @1:69..1:73 blank
      case word "0" @2:3
        block n=3 @2:5..2:24
          word "generic" @2:7..2:13
          code HB @2:15..2:16 blank
          word "bytes" @2:18..2:22 blank
