# docs/ref/language.md §16 E3: G, O, R, W -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4 X1 O1 X1 R3 X2 W1 X4
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:38
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=8
    code G4 @1:16..1:17
    code X1 @1:19..1:20 blank
    code O1 @1:22..1:23 blank
    code X1 @1:25..1:26 blank
    code R3 @1:28..1:29 blank
    code X2 @1:31..1:32 blank
    code W1 @1:34..1:35 blank
    code X4 @1:37..1:38 blank
