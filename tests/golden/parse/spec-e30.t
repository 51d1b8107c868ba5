# docs/ref/language.md §16 E30: tabs and newlines -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
070 1.0 L=APPL a \t X1 \n b \t\t X1
=== stdout
file "tpl.fmt" stanzas=1
stanza 070 id=0x00700 text="070" @1:1..1:35
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "a" @1:16
  body n=7
    tab @1:18..1:19
    code X1 @1:21..1:22 blank
    nl @1:24..1:25 blank
    word "b" @1:27 blank
    tab @1:29..1:30 blank glued
    tab @1:31..1:32
    code X1 @1:34..1:35 blank
