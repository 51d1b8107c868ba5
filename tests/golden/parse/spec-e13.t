# docs/ref/language.md §16 E13: register formats and setdelim -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $D1%X4 $D1%X2 $D1%D4 setdelim(0) $D1%W24.31 . $D1%W16.23 . \
$D1%W8.15 . $D1%W0.7 setdelim(1) $D1%B0.8 $D1
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..2:45
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=14
    ref $D1%X4 @1:16..1:21
    ref $D1%X2 @1:23..1:28 blank
    ref $D1%D4 @1:30..1:35 blank
    call setdelim nargs=1 raw="setdelim(0)" @1:37..1:47 blank
      num 0 @1:46
    ref $D1%W24.31 @1:49..1:58 blank
    word "." @1:60 blank
    ref $D1%W16.23 @1:62..1:71 blank
    word "." @1:73 blank
    ref $D1%W8.15 @2:1..2:9 blank
    word "." @2:11 blank
    ref $D1%W0.7 @2:13..2:20 blank
    call setdelim nargs=1 raw="setdelim(1)" @2:22..2:32 blank
      num 1 @2:31
    ref $D1%B0.8 @2:34..2:41 blank
    ref $D1 @2:43..2:45 blank
