# docs/ref/language.md §16 E9: integer codes -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4 D1 U1 D2 G4 U4 D4 G10 o2 X2 G4 X8
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:51
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=12
    code G4 @1:16..1:17
    code D1 @1:19..1:20 blank
    code U1 @1:22..1:23 blank
    code D2 @1:25..1:26 blank
    code G4 @1:28..1:29 blank
    code U4 @1:31..1:32 blank
    code D4 @1:34..1:35 blank
    code G10 @1:37..1:39 blank
    code o2 @1:41..1:42 blank
    code X2 @1:44..1:45 blank
    code G4 @1:47..1:48 blank
    code X8 @1:50..1:51 blank
