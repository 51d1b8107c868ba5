# docs/ref/language.md §16 E27: starttimer / endtimer (timebase 1/1: ticks are ns) -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
050 1.0 L=APPL begin starttimer(1, $D1)
051 1.0 L=APPL end elapsed=endtimer(1, $D1) ms
=== stdout
file "tpl.fmt" stanzas=2
stanza 050 id=0x00500 text="050" @1:1..1:39
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "begin" @1:16..1:20
  body n=1
    call starttimer nargs=2 raw="starttimer(1, $D1)" @1:22..1:39
      num 1 @1:33
      ref $D1 @1:36..1:38
stanza 051 id=0x00510 text="051" @2:1..2:46
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "end" @2:16..2:18
  body n=3
    word "elapsed=" @2:20..2:27 glued
    call endtimer nargs=2 raw="endtimer(1, $D1)" @2:28..2:43 field=elapsed
      num 1 @2:37
      ref $D1 @2:40..2:42
    word "ms" @2:45..2:46 blank
