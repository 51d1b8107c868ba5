# BITFLAGS: plain and & forms, optional false text taken greedily, REF texts, a block ending the list
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
080 1.0 L=APPL BITFLAGS X1, 01 a, 02 b c, & 0C 04 d, 08 "e" 'f', 10 $x $y, 20 X4
081 1.0 L=APPL { BITFLAGS $HD%o2, 0400 r } after
082 1.0 L=APPL BITFLAGS $D1, 1 one two three
=== stdout
file "tpl.fmt" stanzas=3
stanza 080 id=0x00800 text="080" @1:1..1:80
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=1
    bitflags nflags=6 @1:16..1:80
      subject code X1 @1:25..1:26
      flag value="01" @1:29..1:30
        text "a" @1:32
      flag value="02" @1:35..1:36
        text "b" @1:38
        false "c" @1:40
      flag mask="0C" @1:45..1:46 value="04" @1:48..1:49
        text "d" @1:51
      flag value="08" @1:54..1:55
        text "e" @1:57..1:59
        false "f" @1:61..1:63
      flag value="10" @1:66..1:67
        text ref $x @1:69..1:70
        false ref $y @1:72..1:73
      flag value="20" @1:76..1:77
        text "X4" @1:79..1:80
stanza 081 id=0x00810 text="081" @2:1..2:48
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=2
    block n=1 @2:16..2:42
      bitflags nflags=1 @2:18..2:40
        subject ref $HD%o2 @2:27..2:32
        flag value="0400" @2:35..2:38
          text "r" @2:40
    word "after" @2:44..2:48 blank
stanza 082 id=0x00820 text="082" @3:1..3:44
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=2
    bitflags nflags=1 @3:16..3:38
      subject ref $D1 @3:25..3:27
      flag value="1" @3:30
        text "one" @3:32..3:34
        false "two" @3:36..3:38
    word "three" @3:40..3:44 blank
