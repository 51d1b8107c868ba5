# docs/ref/language.md §16 E7: A codes: padding, NUL, cut, A0.n -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 A8.12 "|" G8 A16 "|" G8 A16.16 "|" A0.3 "|" G8 A16.4
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:70
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=13
    code G8 @1:16..1:17
    code A8.12 @1:19..1:23 blank
    string "|" @1:25..1:27 blank
    code G8 @1:29..1:30 blank
    code A16 @1:32..1:34 blank
    string "|" @1:36..1:38 blank
    code G8 @1:40..1:41 blank
    code A16.16 @1:43..1:48 blank
    string "|" @1:50..1:52 blank
    code A0.3 @1:54..1:57 blank
    string "|" @1:59..1:61 blank
    code G8 @1:63..1:64 blank
    code A16.4 @1:66..1:70 blank
