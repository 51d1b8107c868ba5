# docs/ref/language.md §16 E35: unknown hooks, with and without 008 -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
008 1.0 L=KERN "@DEFAULT" hd=$HD%X2
0A1 1.0 L=APPL wrap $DEFAULT
=== stdout
file "tpl.fmt" stanzas=2
stanza 008 id=0x00080 text="008" @1:1..1:35
  version 1.0 @1:5..1:7
  level KERN @1:9..1:14
  label "@DEFAULT" @1:16..1:25
  body n=2
    word "hd=" @1:27..1:29 glued
    ref $HD%X2 @1:30..1:35 field=hd
stanza 0A1 id=0x00A10 text="0A1" @2:1..2:28
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "wrap" @2:16..2:19
  body n=1
    ref $DEFAULT @2:21..2:28
