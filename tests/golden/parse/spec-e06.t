# docs/ref/language.md §16 E6: bit-field count in a macro drives a LOOP (the seed's pattern) -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4.3 {{ $count = B0.5 }} G9 LOOP $count {X0}
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:59
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=4
    code G4.3 @1:16..1:19
    assign $count @1:21..1:39 blank
      code B0.5 @1:33..1:36
    code G9 @1:41..1:42 blank
    loop count=ref $count n=1 @1:44..1:59 blank
      count @1:49..1:54
      code X0 @1:57..1:58 glued
