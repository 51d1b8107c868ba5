# docs/ref/language.md §16 E22: BITFLAGS with an octal register and glued flags -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL setdelim(0) mode= BITFLAGS $HD%o2, 0400 r -, 0200 w -, 0100 x -
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:78
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=3
    call setdelim nargs=1 raw="setdelim(0)" @1:16..1:26
      num 0 @1:25
    word "mode=" @1:28..1:32 blank
    bitflags nflags=3 @1:34..1:78 blank
      subject ref $HD%o2 @1:43..1:48
      flag value="0400" @1:51..1:54
        text "r" @1:56
        false "-" @1:58
      flag value="0200" @1:61..1:64
        text "w" @1:66
        false "-" @1:68
      flag value="0100" @1:71..1:74
        text "x" @1:76
        false "-" @1:78
