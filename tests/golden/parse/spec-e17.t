# docs/ref/language.md §16 E17: case-value bases follow the subject -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL U2, 10 ten, 16 sixteen, \* other
011 1.0 L=APPL X2, 10 ten, 16 sixteen, \* other
012 1.0 L=APPL U2, 0x10 hex16, \* other
013 1.0 L=APPL o2, 20 octal20, \* other
=== stdout
file "tpl.fmt" stanzas=4
stanza 010 id=0x00100 text="010" @1:1..1:47
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=1
    switch ncases=3 @1:16..1:47
      subject code U2 @1:16..1:17
      case word "10" @1:20..1:21
        word "ten" @1:23..1:25 glued
      case word "16" @1:28..1:29
        word "sixteen" @1:31..1:37 glued
      case star "*" @1:40..1:41
        word "other" @1:43..1:47
stanza 011 id=0x00110 text="011" @2:1..2:47
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=1
    switch ncases=3 @2:16..2:47
      subject code X2 @2:16..2:17
      case word "10" @2:20..2:21
        word "ten" @2:23..2:25 glued
      case word "16" @2:28..2:29
        word "sixteen" @2:31..2:37 glued
      case star "*" @2:40..2:41
        word "other" @2:43..2:47
stanza 012 id=0x00120 text="012" @3:1..3:39
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=1
    switch ncases=2 @3:16..3:39
      subject code U2 @3:16..3:17
      case word "0x10" @3:20..3:23
        word "hex16" @3:25..3:29 glued
      case star "*" @3:32..3:33
        word "other" @3:35..3:39
stanza 013 id=0x00130 text="013" @4:1..4:39
  version 1.0 @4:5..4:7
  level APPL @4:9..4:14
  body n=1
    switch ncases=2 @4:16..4:39
      subject code o2 @4:16..4:17
      case word "20" @4:20..4:21
        word "octal20" @4:23..4:29 glued
      case star "*" @4:32..4:33
        word "other" @4:35..4:39
