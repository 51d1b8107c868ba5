# docs/ref/language.md §16 E15: codes inside expressions consume data -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $hi = U2 }} {{ $lo = U2 }} {{ $v = $hi * 65536 + $lo }} $v%U4 $DATAPOINTER%D1
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:95
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=5
    assign $hi @1:16..1:29
      code U2 @1:25..1:26
    assign $lo @1:31..1:44 blank
      code U2 @1:40..1:41
    assign $v @1:46..1:73 blank
      binary + @1:54..1:70
        binary * @1:54..1:64
          ref $hi @1:54..1:56
          num 65536 @1:60..1:64
        ref $lo @1:68..1:70
    ref $v%U4 @1:75..1:79 blank
    ref $DATAPOINTER%D1 @1:81..1:95 blank
