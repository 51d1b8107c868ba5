# docs/ref/language.md §16 E35: unknown hooks, with and without 008 -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL x
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:16
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "x" @1:16
  body n=0
