# docs/ref/language.md §16 E16: string macro, string SWITCH, regex case -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 {{ $n = A8 }} $n, swapper "scheduler", /^ksh/ "shell", \* $n
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:78
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=3
    code G8 @1:16..1:17
    assign $n @1:19..1:31 blank
      code A8 @1:27..1:28
    switch ncases=3 @1:33..1:78 blank
      subject ref $n @1:33..1:34
      case word "swapper" @1:37..1:43
        string "scheduler" @1:45..1:55 glued
      case regex "^ksh" @1:58..1:63
        string "shell" @1:65..1:71 glued
      case star "*" @1:74..1:75
        ref $n @1:77..1:78
