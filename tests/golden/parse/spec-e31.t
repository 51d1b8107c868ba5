# docs/ref/language.md §16 E31: levels: L=KERN, level change in a case, L=0 -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
071 1.0 L=KERN k \n k2
072 1.0 L=APPL @x X2, \* { L=INT int }
073 1.0 L=0 h \t x
=== stdout
file "tpl.fmt" stanzas=3
stanza 071 id=0x00710 text="071" @1:1..1:22
  version 1.0 @1:5..1:7
  level KERN @1:9..1:14
  label "k" @1:16
  body n=2
    nl @1:18..1:19
    word "k2" @1:21..1:22 blank
stanza 072 id=0x00720 text="072" @2:1..2:38
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "@x" @2:16..2:17
  body n=1
    switch ncases=1 @2:19..2:38
      subject code X2 @2:19..2:20
      case star "*" @2:23..2:24
        block n=2 @2:26..2:38
          level INT @2:28..2:32
          word "int" @2:34..2:36 blank
stanza 073 id=0x00730 text="073" @3:1..3:18
  version 1.0 @3:5..3:7
  level 0 @3:9..3:11
  label "h" @3:13
  body n=2
    tab @3:15..3:16
    word "x" @3:18 blank
