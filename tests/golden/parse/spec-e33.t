# docs/ref/language.md §16 E33: prefixes and fields -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
081 1.0 L=APPL open fd=$D1%D4 G8 flags=X4 "mode="$D3%o4
=== stdout
file "tpl.fmt" stanzas=1
stanza 081 id=0x00810 text="081" @1:1..1:55
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "open" @1:16..1:19
  body n=7
    word "fd=" @1:21..1:23 glued
    ref $D1%D4 @1:24..1:29 field=fd
    code G8 @1:31..1:32 blank
    word "flags=" @1:34..1:39 blank glued
    code X4 @1:40..1:41 field=flags
    string "mode=" @1:43..1:49 blank glued
    ref $D3%o4 @1:50..1:55 field=mode
