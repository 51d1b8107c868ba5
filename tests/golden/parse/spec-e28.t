# docs/ref/language.md §16 E28: $SKIP, $BREAK, $STOP -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
060 1.0 L=APPL evt X2, 0001 $SKIP, 0002 $BREAK, 0003 $STOP, \* normal tail
=== stdout
file "tpl.fmt" stanzas=1
stanza 060 id=0x00600 text="060" @1:1..1:74
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "evt" @1:16..1:18
  body n=2
    switch ncases=4 @1:20..1:69
      subject code X2 @1:20..1:21
      case word "0001" @1:24..1:27
        ref $SKIP @1:29..1:33 glued
      case word "0002" @1:36..1:39
        ref $BREAK @1:41..1:46 glued
      case word "0003" @1:49..1:52
        ref $STOP @1:54..1:58 glued
      case star "*" @1:61..1:62
        word "normal" @1:64..1:69
    word "tail" @1:71..1:74 blank
