# word splitting (�2.3): P=R prefixes, L= words, CALL vs literal parentheses, $ words, TAB/NL runs, literal , and &
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
030 1.0 L=APPL hookword=X4 a=b=X4 L=X4 L= L=FOO L=0 =X4 x=Y4
031 1.0 L=APPL (fd) open(2) x=open(3) f() (a(b) $ $$ $- 50% a$b
032 1.0 L=APPL \t\t\t a\tb a\\tb c\nd é\xff a, b & c,d
033 1.0 L=APPL HB HT Z G4.3 O1.2 A8.12 B0.5 R3 W1 X16 D8 U1 o4 F4 T8 E2 P4 S2
034 1.0 L=APPL D3 X17 A0 B9.9 Q4 hb X4.2 Z1 HB2
=== stdout
file "tpl.fmt" stanzas=5
stanza 030 id=0x00300 text="030" @1:1..1:60
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=12
    word "hookword=" @1:16..1:24 glued
    code X4 @1:25..1:26 field=hookword
    word "a=b=" @1:28..1:31 blank glued
    code X4 @1:32..1:33 field=a=b
    word "L=" @1:35..1:36 blank glued
    code X4 @1:37..1:38 field=L
    word "L=" @1:40..1:41 blank
    level BAD "L=FOO" @1:43..1:47 blank
    level 0 @1:49..1:51 blank
    word "=" @1:53 blank glued
    code X4 @1:54..1:55
    word "x=Y4" @1:57..1:60 blank
stanza 031 id=0x00310 text="031" @2:1..2:63
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "(fd)" @2:16..2:19
  body n=13
    call open nargs=1 raw="open(2)" @2:21..2:27
      num 2 @2:26
    word "x=" @2:29..2:30 blank glued
    call open nargs=1 raw="open(3)" @2:31..2:37 field=x
      num 3 @2:36
    call f nargs=0 raw="f()" @2:39..2:41 blank
    word "(a(b)" @2:43..2:47 blank
    word "$" @2:49 blank
    word "$" @2:51 blank glued
    word "$" @2:52
    word "$" @2:54 blank glued
    word "-" @2:55
    word "50%" @2:57..2:59 blank
    word "a" @2:61 blank glued
    ref $b @2:62..2:63
stanza 032 id=0x00320 text="032" @3:1..3:55
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=20
    tab @3:16..3:17 glued
    tab @3:18..3:19 glued
    tab @3:20..3:21
    word "a" @3:23 blank glued
    tab @3:24..3:25 glued
    word "b" @3:26
    word "a\\" @3:28..3:29 blank glued
    tab @3:30..3:31 glued
    word "b" @3:32
    word "c" @3:34 blank glued
    nl @3:35..3:36 glued
    word "d" @3:37
    word "é\\xff" @3:39..3:44 blank
    word "a" @3:46 blank glued
    comma @3:47
    word "b" @3:49 blank
    amp @3:51 blank
    word "c" @3:53 blank glued
    comma @3:54 glued
    word "d" @3:55
stanza 033 id=0x00330 text="033" @4:1..4:77
  version 1.0 @4:5..4:7
  level APPL @4:9..4:14
  body n=18
    code HB @4:16..4:17
    code HT @4:19..4:20 blank
    code Z @4:22 blank
    code G4.3 @4:24..4:27 blank
    code O1.2 @4:29..4:32 blank
    code A8.12 @4:34..4:38 blank
    code B0.5 @4:40..4:43 blank
    code R3 @4:45..4:46 blank
    code W1 @4:48..4:49 blank
    code X16 @4:51..4:53 blank
    code D8 @4:55..4:56 blank
    code U1 @4:58..4:59 blank
    code o4 @4:61..4:62 blank
    code F4 @4:64..4:65 blank
    code T8 @4:67..4:68 blank
    code E2 @4:70..4:71 blank
    code P4 @4:73..4:74 blank
    code S2 @4:76..4:77 blank
stanza 034 id=0x00340 text="034" @5:1..5:47
  version 1.0 @5:5..5:7
  level APPL @5:9..5:14
  body n=9
    code D3 @5:16..5:17
    code X17 @5:19..5:21 blank
    code A0 @5:23..5:24 blank
    code B9.9 @5:26..5:29 blank
    word "Q4" @5:31..5:32 blank
    word "hb" @5:34..5:35 blank
    word "X4.2" @5:37..5:40 blank
    word "Z1" @5:42..5:43 blank
    word "HB2" @5:45..5:47 blank
