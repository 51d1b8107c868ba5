# docs/ref/language.md §16 E21: short entry -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "count =" G4 U4 U4 never
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:39
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "count =" @1:16..1:24
  body n=4
    code G4 @1:26..1:27
    code U4 @1:29..1:30 blank
    code U4 @1:32..1:33 blank
    word "never" @1:35..1:39 blank
