# docs/ref/language.md §16 E1: label, O, U4; hidden label; initial DP = hook data -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
011 1.0 L=APPL "@hidden" U2 words
=== stdout
file "tpl.fmt" stanzas=2
stanza 010 id=0x00100 text="010" @1:1..1:45
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "USER EVENT" @1:16..1:27
  body n=3
    code O2.0 @1:29..1:32
    string "count =" @1:34..1:42 blank
    code U4 @1:44..1:45 blank
stanza 011 id=0x00110 text="011" @2:1..2:33
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "@hidden" @2:16..2:24
  body n=2
    code U2 @2:26..2:27
    word "words" @2:29..2:33 blank
