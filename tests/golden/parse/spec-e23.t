# docs/ref/language.md §16 E23: BITFLAGS `&` fields -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4 BITFLAGS X1, & 0C 04 JTN, & 0C 08 STOP, & 0C 00 CYC, 01 FREE, 02 FULL
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:87
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=2
    code G4 @1:16..1:17
    bitflags nflags=5 @1:19..1:87 blank
      subject code X1 @1:28..1:29
      flag mask="0C" @1:34..1:35 value="04" @1:37..1:38
        text "JTN" @1:40..1:42
      flag mask="0C" @1:47..1:48 value="08" @1:50..1:51
        text "STOP" @1:53..1:56
      flag mask="0C" @1:61..1:62 value="00" @1:64..1:65
        text "CYC" @1:67..1:69
      flag value="01" @1:72..1:73
        text "FREE" @1:75..1:78
      flag value="02" @1:81..1:82
        text "FULL" @1:84..1:87
