# docs/ref/language.md §16 E8: S1, S2, Z -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 S1 S2 Z "."
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:29
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=5
    code G8 @1:16..1:17
    code S1 @1:19..1:20 blank
    code S2 @1:22..1:23 blank
    code Z @1:25 blank
    string "." @1:27..1:29 blank
