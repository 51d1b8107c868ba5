# docs/ref/language.md §16 E4: 64-bit entry (P64): DP starts at the sub-hook -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL U2 W2 U8 G8 X8 $HD%D2
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:36
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=6
    code U2 @1:16..1:17
    code W2 @1:19..1:20 blank
    code U8 @1:22..1:23 blank
    code G8 @1:25..1:26 blank
    code X8 @1:28..1:29 blank
    ref $HD%D2 @1:31..1:36 blank
