# stanza headers: 3/4/5-digit ids, versions, levels, every label form, tokens that are not labels
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 plain
0ab 2.10 L=SVC "double quoted label"
15A0 1.0 L=INT 'single \'quoted\''
15A1 1.0 L=0 ""
1F000 0.0 @hidden X1
F1234 10.20 L=APPL X4 not-a-label
020 1.0 L=APPL fd=$D1%D4
021 1.0 L=APPL LOOP 2 {X1}
022 1.0 L=APPL setdelim(0) text
023 1.0 "glued"X1
024 1.0 L=KERN
025 1.0 L=KERN L=INT second
026 1.0 word\tX1
=== stdout
file "tpl.fmt" stanzas=13
stanza 010 id=0x00100 text="010" @1:1..1:13
  version 1.0 @1:5..1:7
  level default
  label "plain" @1:9..1:13
  body n=0
stanza 0AB id=0x00AB0 text="0ab" @2:1..2:36
  version 2.10 @2:5..2:8
  level SVC @2:10..2:14
  label "double quoted label" @2:16..2:36
  body n=0
stanza 15A id=0x015A0 text="15A0" @3:1..3:34
  version 1.0 @3:6..3:8
  level INT @3:10..3:14
  label "single 'quoted'" @3:16..3:34
  body n=0
stanza 15A1 id=0x015A1 text="15A1" @4:1..4:15
  version 1.0 @4:6..4:8
  level 0 @4:10..4:12
  label "" @4:14..4:15
  body n=0
stanza 1F000 id=0x1F000 text="1F000" @5:1..5:20
  version 0.0 @5:7..5:9
  level default
  label "@hidden" @5:11..5:17
  body n=1
    code X1 @5:19..5:20
stanza F1234 id=0xF1234 text="F1234" @6:1..6:33
  version 10.20 @6:7..6:11
  level APPL @6:13..6:18
  body n=2
    code X4 @6:20..6:21
    word "not-a-label" @6:23..6:33 blank
stanza 020 id=0x00200 text="020" @7:1..7:24
  version 1.0 @7:5..7:7
  level APPL @7:9..7:14
  body n=2
    word "fd=" @7:16..7:18 glued
    ref $D1%D4 @7:19..7:24 field=fd
stanza 021 id=0x00210 text="021" @8:1..8:26
  version 1.0 @8:5..8:7
  level APPL @8:9..8:14
  body n=1
    loop count=2 n=1 @8:16..8:26
      count @8:21
      code X1 @8:24..8:25 glued
stanza 022 id=0x00220 text="022" @9:1..9:31
  version 1.0 @9:5..9:7
  level APPL @9:9..9:14
  body n=2
    call setdelim nargs=1 raw="setdelim(0)" @9:16..9:26
      num 0 @9:25
    word "text" @9:28..9:31 blank
stanza 023 id=0x00230 text="023" @10:1..10:17
  version 1.0 @10:5..10:7
  level default
  body n=2
    string "glued" @10:9..10:15 glued
    code X1 @10:16..10:17
stanza 024 id=0x00240 text="024" @11:1..11:14
  version 1.0 @11:5..11:7
  level KERN @11:9..11:14
  body n=0
stanza 025 id=0x00250 text="025" @12:1..12:27
  version 1.0 @12:5..12:7
  level KERN @12:9..12:14
  body n=2
    level INT @12:16..12:20
    word "second" @12:22..12:27 blank
stanza 026 id=0x00260 text="026" @13:1..13:16
  version 1.0 @13:5..13:7
  level default
  body n=3
    word "word" @13:9..13:12 glued
    tab @13:13..13:14 glued
    code X1 @13:15..13:16
