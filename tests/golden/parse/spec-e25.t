# docs/ref/language.md §16 E25: nesting limit -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
030 1.0 L=APPL d {{ $n = $n + 1 }} $n%D1 $030
=== stdout
file "tpl.fmt" stanzas=1
stanza 030 id=0x00300 text="030" @1:1..1:45
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "d" @1:16
  body n=3
    assign $n @1:18..1:34
      binary + @1:26..1:31
        ref $n @1:26..1:27
        num 1 @1:31
    ref $n%D1 @1:36..1:40 blank
    ref $030 sub=0x00300 @1:42..1:45 blank
