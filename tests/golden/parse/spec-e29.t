# docs/ref/language.md §16 E29: $NOPRINT still changes state -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
061 1.0 L=APPL hidden $NOPRINT pidinstall($D1, 0, "worker")
062 1.0 L=APPL who $D1%P4
=== stdout
file "tpl.fmt" stanzas=2
stanza 061 id=0x00610 text="061" @1:1..1:59
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "hidden" @1:16..1:21
  body n=2
    ref $NOPRINT @1:23..1:30
    call pidinstall nargs=3 raw="pidinstall($D1, 0, \"worker\")" @1:32..1:59 blank
      ref $D1 @1:43..1:45
      num 0 @1:48
      str "worker" @1:51..1:58
stanza 062 id=0x00620 text="062" @2:1..2:25
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "who" @2:16..2:18
  body n=1
    ref $D1%P4 @2:20..2:25
