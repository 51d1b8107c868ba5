# docs/ref/language.md §16 E20: LOOP overrun -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP X1 {X2} end
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:34
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=3
    code G8 @1:16..1:17
    loop count=code X1 n=1 @1:19..1:30 blank
      count @1:24..1:25
      code X2 @1:28..1:29 glued
    word "end" @1:32..1:34 blank
