# docs/ref/tracelog.md §5.2: the shipped default template 008
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
008 1.0 L=KERN "@DEFAULT TEMPLATE" \
    $HOOKENV%D1, \
    32 { HT & 7, \
         1 { hd=X2 }, \
         2 { hd=X2 d1=X4 }, \
         6 { hd=X2 d1=X4 d2=X4 d3=X4 d4=X4 d5=X4 }, \
         0 { len=HB d1=X4 setdelim(0) data= LOOP HB {X0} }, \
         \* { type=HT hd=$HD%X2 } }, \
    64 { flags=HT sub=X2 $GENERIC%D1, \
         1 { len=HB d1=X8 setdelim(0) data= LOOP HB {X0} }, \
         \* { {{ $n = $HL / 8 }} LOOP $n {X8} } }
=== stdout
file "tpl.fmt" stanzas=1
stanza 008 id=0x00080 text="008" @1:1..11:49
  version 1.0 @1:5..1:7
  level KERN @1:9..1:14
  label "@DEFAULT TEMPLATE" @1:16..1:34
  body n=1
    switch ncases=2 @2:5..11:49
      subject ref $HOOKENV%D1 @2:5..2:15
      case word "32" @3:5..3:6
        block n=1 @3:8..8:35 glued
          switch ncases=5 @3:10..8:33
            subject code HT @3:10..3:11
            mask "7" @3:15
            case word "1" @4:10
              block n=2 @4:12..4:20 glued
                word "hd=" @4:14..4:16 glued
                code X2 @4:17..4:18 field=hd
            case word "2" @5:10
              block n=4 @5:12..5:26 glued
                word "hd=" @5:14..5:16 glued
                code X2 @5:17..5:18 field=hd
                word "d1=" @5:20..5:22 blank glued
                code X4 @5:23..5:24 field=d1
            case word "6" @6:10
              block n=12 @6:12..6:50 glued
                word "hd=" @6:14..6:16 glued
                code X2 @6:17..6:18 field=hd
                word "d1=" @6:20..6:22 blank glued
                code X4 @6:23..6:24 field=d1
                word "d2=" @6:26..6:28 blank glued
                code X4 @6:29..6:30 field=d2
                word "d3=" @6:32..6:34 blank glued
                code X4 @6:35..6:36 field=d3
                word "d4=" @6:38..6:40 blank glued
                code X4 @6:41..6:42 field=d4
                word "d5=" @6:44..6:46 blank glued
                code X4 @6:47..6:48 field=d5
            case word "0" @7:10
              block n=7 @7:12..7:58 glued
                word "len=" @7:14..7:17 glued
                code HB @7:18..7:19 field=len
                word "d1=" @7:21..7:23 blank glued
                code X4 @7:24..7:25 field=d1
                call setdelim nargs=1 raw="setdelim(0)" @7:27..7:37 blank
                  num 0 @7:36
                word "data=" @7:39..7:43 blank
                loop count=code HB n=1 @7:45..7:56 blank
                  count @7:50..7:51
                  code X0 @7:54..7:55 glued
            case star "*" @8:10..8:11
              block n=4 @8:13..8:33
                word "type=" @8:15..8:19 glued
                code HT @8:20..8:21 field=type
                word "hd=" @8:23..8:25 blank glued
                ref $HD%X2 @8:26..8:31 field=hd
      case word "64" @9:5..9:6
        block n=5 @9:8..11:49
          word "flags=" @9:10..9:15 glued
          code HT @9:16..9:17 field=flags
          word "sub=" @9:19..9:22 blank glued
          code X2 @9:23..9:24 field=sub
          switch ncases=2 @9:26..11:47 blank
            subject ref $GENERIC%D1 @9:26..9:36
            case word "1" @10:10
              block n=7 @10:12..10:58 glued
                word "len=" @10:14..10:17 glued
                code HB @10:18..10:19 field=len
                word "d1=" @10:21..10:23 blank glued
                code X8 @10:24..10:25 field=d1
                call setdelim nargs=1 raw="setdelim(0)" @10:27..10:37 blank
                  num 0 @10:36
                word "data=" @10:39..10:43 blank
                loop count=code HB n=1 @10:45..10:56 blank
                  count @10:50..10:51
                  code X0 @10:54..10:55 glued
            case star "*" @11:10..11:11
              block n=2 @11:13..11:47
                assign $n @11:15..11:32
                  binary / @11:23..11:29
                    ref $HL @11:23..11:25
                    num 8 @11:29
                loop count=ref $n n=1 @11:34..11:45 blank
                  count @11:39..11:40
                  code X8 @11:43..11:44 glued
