# docs/ref/language.md §16 E5: bit addressing -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G0 B0.12 B0.4 O2 B1.3 B0.5
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:41
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=6
    code G0 @1:16..1:17
    code B0.12 @1:19..1:23 blank
    code B0.4 @1:25..1:28 blank
    code O2 @1:30..1:31 blank
    code B1.3 @1:33..1:36 blank
    code B0.5 @1:38..1:41 blank
