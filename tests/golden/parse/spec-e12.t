# docs/ref/language.md §16 E12: T4, E4, pidinstall and %P -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4 T4 E4 {{ $p = U4 }} pidinstall($p, 1, "myprog") $p%P4 $p%D4
=== stdout
file "tpl.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:77
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  body n=7
    code G4 @1:16..1:17
    code T4 @1:19..1:20 blank
    code E4 @1:22..1:23 blank
    assign $p @1:25..1:37 blank
      code U4 @1:33..1:34
    call pidinstall nargs=3 raw="pidinstall($p, 1, \"myprog\")" @1:39..1:65 blank
      ref $p @1:50..1:51
      num 1 @1:54
      str "myprog" @1:57..1:64
    ref $p%P4 @1:67..1:71 blank
    ref $p%D4 @1:73..1:77 blank
