# LOOP counts: code, REF, decimal/hex/octal numbers (leading 0 is decimal); nested loops
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
070 1.0 L=APPL LOOP X1 {X1} LOOP $n {X0} LOOP 0x10 { a } LOOP 0o17 {} LOOP 007 {Z} LOOP HB {X0}
071 1.0 L=APPL LOOP $D1%D4 { LOOP 2 { X1 } }
=== stdout
file "tpl.fmt" stanzas=2
stanza 070 id=0x00700 text="070" @1:1..1:95
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=6
    loop count=code X1 n=1 @1:16..1:27
      count @1:21..1:22
      code X1 @1:25..1:26 glued
    loop count=ref $n n=1 @1:29..1:40 blank
      count @1:34..1:35
      code X0 @1:38..1:39 glued
    loop count=16 n=1 @1:42..1:56 blank
      count @1:47..1:50
      word "a" @1:54
    loop count=15 n=0 @1:58..1:69 blank
      count @1:63..1:66
    loop count=7 n=1 @1:71..1:82 blank
      count @1:76..1:78
      code Z @1:81 glued
    loop count=code HB n=1 @1:84..1:95 blank
      count @1:89..1:90
      code X0 @1:93..1:94 glued
stanza 071 id=0x00710 text="071" @2:1..2:44
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=1
    loop count=ref $D1%D4 n=1 @2:16..2:44
      count @2:21..2:26
      loop count=2 n=1 @2:30..2:42
        count @2:35
        code X1 @2:39..2:40
