# docs/ref/language.md §16 E11: F4, F8; HT, HB, $HL, $GENERIC on a generic entry -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4 F4 F8
011 1.0 L=APPL HT HB $HL $GENERIC%D1 $HD%D2
=== stdout
file "tpl.fmt" stanzas=2
stanza 010 id=0x00100 text="010" @1:1..1:23
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=3
    code G4 @1:16..1:17
    code F4 @1:19..1:20 blank
    code F8 @1:22..1:23 blank
stanza 011 id=0x00110 text="011" @2:1..2:43
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=5
    code HT @2:16..2:17
    code HB @2:19..2:20 blank
    ref $HL @2:22..2:24 blank
    ref $GENERIC%D1 @2:26..2:36 blank
    ref $HD%D2 @2:38..2:43 blank
