# docs/ref/language.md §16 E34: $BASEPOINTER, $DATAPOINTER, $LOGIDX; division by zero -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
090 1.0 L=APPL {{ $BASEPOINTER = 4 }} G0 X2 $DATAPOINTER%D1 {{ $DATAPOINTER = 2 }} X2 \
  $LOGIDX%D4 $LOGIDX0%D4
091 1.0 L=APPL {{ $z = 5 / ($HD - $HD) }} $z%D1 ok
=== stdout
file "tpl.fmt" stanzas=2
stanza 090 id=0x00900 text="090" @1:1..2:24
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=8
    assign $BASEPOINTER @1:16..1:37
      num 4 @1:34
    code G0 @1:39..1:40 blank
    code X2 @1:42..1:43 blank
    ref $DATAPOINTER%D1 @1:45..1:59 blank
    assign $DATAPOINTER @1:61..1:82 blank
      num 2 @1:79
    code X2 @1:84..1:85 blank
    ref $LOGIDX%D4 @2:3..2:12 blank
    ref $LOGIDX0%D4 @2:14..2:24 blank
stanza 091 id=0x00910 text="091" @3:1..3:50
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=3
    assign $z @3:16..3:41
      binary / @3:24..3:38
        num 5 @3:24
        binary - @3:29..3:37
          ref $HD @3:29..3:31
          ref $HD @3:35..3:37
    ref $z%D1 @3:43..3:47 blank
    word "ok" @3:49..3:50 blank
