# docs/ref/language.md §16 E32: back-quoted strings -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
080 1.0 L=APPL `fork: pid=$D1%D1 tid=$D2%D1` `[$HD%X2]` `cost: \$5`
=== stdout
file "tpl.fmt" stanzas=1
stanza 080 id=0x00800 text="080" @1:1..1:67
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=3
    bqstring nparts=4 @1:16..1:44
      text "fork: pid=" @1:17..1:26
      ref $D1%D1 @1:27..1:32
      text " tid=" @1:33..1:37
      ref $D2%D1 @1:38..1:43
    bqstring nparts=3 @1:46..1:55 blank
      text "[" @1:47
      ref $HD%X2 @1:48..1:53
      text "]" @1:54
    bqstring nparts=1 @1:57..1:67 blank
      text "cost: $5" @1:58..1:66
