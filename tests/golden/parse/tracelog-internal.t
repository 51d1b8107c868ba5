# docs/ref/tracelog.md §5.1: the shipped internal templates 001-00C
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
001 1.0 L=KERN "TRACE ON" channel=$HD%U2 $D1%T8
002 1.0 L=KERN "TRACE OFF" channel=$HD%U2 $D1%T8 recorded=$D3%U8 lost=$D4%U8
003 1.0 L=0 "@TRACE HEADER" $DEFAULT
005 1.0 L=KERN "LOGFILE WRAPAROUND" $HD%X2
006 1.0 L=KERN "LOST EVENTS" $D1%U8 events lost $HD, \
    1 "(buffer full)", 2 "(overwritten)", 3 "(sink error)", 4 "(network loss)", \
    5 "(sequence gap)", 6 "(stalled writer)", 7 "(incomplete record)", \
    \* `(reason $HD%U2)`
00A 1.0 L=KERN "TRACE UTIL" W2 $D1, \
    1 { $NOPRINT {{ $p = U4 }} {{ $pp = U4 }} {{ $t = U8 }} pidinstall($p, $pp, Z, $t) }, \
    2 { $NOPRINT {{ $p = U4 }} O4 {{ $t = U8 }} tidinstall($p, $t, Z) }, \
    4 { filter from=X4 to=X4 U4, 1 suppress, 0 allow }, \
    \* $NOPRINT
00C 1.0 L=KERN "READER RESYNC" $D1%U8 bytes skipped at offset $D2%U8 $HD, \
    1 "(bad record)", 2 "(truncated)", 3 "(bad foreign data)"
=== stdout
file "tpl.fmt" stanzas=7
stanza 001 id=0x00010 text="001" @1:1..1:47
  version 1.0 @1:5..1:7
  level KERN @1:9..1:14
  label "TRACE ON" @1:16..1:25
  body n=3
    word "channel=" @1:27..1:34 glued
    ref $HD%U2 @1:35..1:40 field=channel
    ref $D1%T8 @1:42..1:47 blank
stanza 002 id=0x00020 text="002" @2:1..2:76
  version 1.0 @2:5..2:7
  level KERN @2:9..2:14
  label "TRACE OFF" @2:16..2:26
  body n=7
    word "channel=" @2:28..2:35 glued
    ref $HD%U2 @2:36..2:41 field=channel
    ref $D1%T8 @2:43..2:48 blank
    word "recorded=" @2:50..2:58 blank glued
    ref $D3%U8 @2:59..2:64 field=recorded
    word "lost=" @2:66..2:70 blank glued
    ref $D4%U8 @2:71..2:76 field=lost
stanza 003 id=0x00030 text="003" @3:1..3:36
  version 1.0 @3:5..3:7
  level 0 @3:9..3:11
  label "@TRACE HEADER" @3:13..3:27
  body n=1
    ref $DEFAULT @3:29..3:36
stanza 005 id=0x00050 text="005" @4:1..4:42
  version 1.0 @4:5..4:7
  level KERN @4:9..4:14
  label "LOGFILE WRAPAROUND" @4:16..4:35
  body n=1
    ref $HD%X2 @4:37..4:42
stanza 006 id=0x00060 text="006" @5:1..8:24
  version 1.0 @5:5..5:7
  level KERN @5:9..5:14
  label "LOST EVENTS" @5:16..5:28
  body n=4
    ref $D1%U8 @5:30..5:35
    word "events" @5:37..5:42 blank
    word "lost" @5:44..5:47 blank
    switch ncases=8 @5:49..8:24 blank
      subject ref $HD @5:49..5:51
      case word "1" @6:5
        string "(buffer full)" @6:7..6:21 glued
      case word "2" @6:24
        string "(overwritten)" @6:26..6:40 glued
      case word "3" @6:43
        string "(sink error)" @6:45..6:58 glued
      case word "4" @6:61
        string "(network loss)" @6:63..6:78 glued
      case word "5" @7:5
        string "(sequence gap)" @7:7..7:22 glued
      case word "6" @7:25
        string "(stalled writer)" @7:27..7:44 glued
      case word "7" @7:47
        string "(incomplete record)" @7:49..7:69 glued
      case star "*" @8:5..8:6
        bqstring nparts=3 @8:8..8:24
          text "(reason " @8:9..8:16
          ref $HD%U2 @8:17..8:22
          text ")" @8:23
stanza 00A id=0x000A0 text="00A" @9:1..13:15
  version 1.0 @9:5..9:7
  level KERN @9:9..9:14
  label "TRACE UTIL" @9:16..9:27
  body n=2
    code W2 @9:29..9:30
    switch ncases=4 @9:32..13:15 blank
      subject ref $D1 @9:32..9:34
      case word "1" @10:5
        block n=5 @10:7..10:88 glued
          ref $NOPRINT @10:9..10:16
          assign $p @10:18..10:30 blank
            code U4 @10:26..10:27
          assign $pp @10:32..10:45 blank
            code U4 @10:41..10:42
          assign $t @10:47..10:59 blank
            code U8 @10:55..10:56
          call pidinstall nargs=4 raw="pidinstall($p, $pp, Z, $t)" @10:61..10:86 blank
            ref $p @10:72..10:73
            ref $pp @10:76..10:78
            code Z @10:81
            ref $t @10:84..10:85
      case word "2" @11:5
        block n=5 @11:7..11:71 glued
          ref $NOPRINT @11:9..11:16
          assign $p @11:18..11:30 blank
            code U4 @11:26..11:27
          code O4 @11:32..11:33 blank
          assign $t @11:35..11:47 blank
            code U8 @11:43..11:44
          call tidinstall nargs=3 raw="tidinstall($p, $t, Z)" @11:49..11:69 blank
            ref $p @11:60..11:61
            ref $t @11:64..11:65
            code Z @11:68
      case word "4" @12:5
        block n=6 @12:7..12:54 glued
          word "filter" @12:9..12:14
          word "from=" @12:16..12:20 blank glued
          code X4 @12:21..12:22 field=from
          word "to=" @12:24..12:26 blank glued
          code X4 @12:27..12:28 field=to
          switch ncases=2 @12:30..12:52 blank
            subject code U4 @12:30..12:31
            case word "1" @12:34
              word "suppress" @12:36..12:43 glued
            case word "0" @12:46
              word "allow" @12:48..12:52
      case star "*" @13:5..13:6
        ref $NOPRINT @13:8..13:15
stanza 00C id=0x000C0 text="00C" @14:1..15:61
  version 1.0 @14:5..14:7
  level KERN @14:9..14:14
  label "READER RESYNC" @14:16..14:30
  body n=7
    ref $D1%U8 @14:32..14:37
    word "bytes" @14:39..14:43 blank
    word "skipped" @14:45..14:51 blank
    word "at" @14:53..14:54 blank
    word "offset" @14:56..14:61 blank
    ref $D2%U8 @14:63..14:68 blank
    switch ncases=3 @14:70..15:61 blank
      subject ref $HD @14:70..14:72
      case word "1" @15:5
        string "(bad record)" @15:7..15:20 glued
      case word "2" @15:23
        string "(truncated)" @15:25..15:37 glued
      case word "3" @15:40
        string "(bad foreign data)" @15:42..15:61
