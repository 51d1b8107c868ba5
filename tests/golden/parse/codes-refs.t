# REF forms: register formats, subroutine ids, names that are not formats
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
050 1.0 L=APPL $D1%W24.31 $x%A8.3 $x% $010 $10A0 $beef $faced $x%Q $x%HB $x%X $123456 $0 $_a1
=== stdout
file "tpl.fmt" stanzas=1
stanza 050 id=0x00500 text="050" @1:1..1:93
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=14
    ref $D1%W24.31 @1:16..1:25
    ref $x%A8.3 @1:27..1:33 blank
    ref $x @1:35..1:36 blank glued
    word "%" @1:37
    ref $010 sub=0x00100 @1:39..1:42 blank
    ref $10A0 sub=0x010A0 @1:44..1:48 blank
    ref $beef sub=0x0BEEF @1:50..1:54 blank
    ref $faced sub=0xFACED @1:56..1:61 blank
    ref $x%Q (not a format) @1:63..1:66 blank
    ref $x%HB @1:68..1:72 blank
    ref $x%X (not a format) @1:74..1:77 blank
    ref $123456 @1:79..1:85 blank
    ref $0 @1:87..1:88 blank
    ref $_a1 @1:90..1:93 blank
