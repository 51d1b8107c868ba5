# docs/ref/language.md §16 E19: LOOP with a code count; X1 versus X0 -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 LOOP X1 {X1} "|" LOOP 2 {X0}
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:46
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=4
    code G8 @1:16..1:17
    loop count=code X1 n=1 @1:19..1:30 blank
      count @1:24..1:25
      code X1 @1:28..1:29 glued
    string "|" @1:32..1:34 blank
    loop count=2 n=1 @1:36..1:46 blank
      count @1:41
      code X0 @1:44..1:45 glued
