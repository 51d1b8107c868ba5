# docs/ref/language.md §16 E2: continuation and a comment inside a stanza -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "x" \
# comment lines may sit inside a continued stanza
    X2 \
    X4
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..4:6
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "x" @1:16..1:18
  body n=2
    code X2 @3:5..3:6
    code X4 @4:5..4:6 blank
