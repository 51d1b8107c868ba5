# docs/ref/language.md §16 E26: user function defined in one template, used in another -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
040 1.0 L=APPL "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }}
041 1.0 L=APPL conn from=ipv4($D1) port=$D2%U2
=== stdout
file "tpl.fmt" stanzas=2
stanza 040 id=0x00400 text="040" @1:1..1:99
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "" @1:16..1:17
  body n=1
    fundef ipv4(a) n=9 @1:19..1:99
      param a @1:27..1:28
      call setdelim nargs=1 raw="setdelim(0)" @1:31..1:41
        num 0 @1:40
      ref $a%W24.31 @1:43..1:51 blank
      word "." @1:53 blank
      ref $a%W16.23 @1:55..1:63 blank
      word "." @1:65 blank
      ref $a%W8.15 @1:67..1:74 blank
      word "." @1:76 blank
      ref $a%W0.7 @1:78..1:84 blank
      call setdelim nargs=1 raw="setdelim(1)" @1:86..1:96 blank
        num 1 @1:95
stanza 041 id=0x00410 text="041" @2:1..2:46
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "conn" @2:16..2:19
  body n=4
    word "from=" @2:21..2:25 glued
    call ipv4 nargs=1 raw="ipv4($D1)" @2:26..2:34 field=from
      ref $D1 @2:31..2:33
    word "port=" @2:36..2:40 blank glued
    ref $D2%U2 @2:41..2:46 field=port
