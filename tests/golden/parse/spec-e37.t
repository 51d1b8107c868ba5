# docs/ref/language.md §16 E37: update-file form used with -t -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL "plus form" U2
- 011
=== stdout
file "tpl.fmt" stanzas=2 update="/etc/trcfmt"
add 010 id=0x00100 text="010" @2:1..2:30
  version 1.0 @2:6..2:8
  level APPL @2:10..2:15
  label "plus form" @2:17..2:27
  body n=1
    code U2 @2:29..2:30
delete 011 id=0x00110 text="011" @3:1..3:5
