# docs/ref/language.md §16 E24: subroutine: macros bind by slot -- the parse tree (--dump-ast)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
020 1.0 L=APPL caller {{ $a = 5 }} {{ $b = 7 }} $021 $a%D1 $b%D1
021 1.0 L=APPL "" {{ $x }} {{ $y }} {{ $s = $x + $y }} sum=$s%D1 {{ $x = 100 }}
=== stdout
file "tpl.fmt" stanzas=2
stanza 020 id=0x00200 text="020" @1:1..1:64
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "caller" @1:16..1:21
  body n=5
    assign $a @1:23..1:34
      num 5 @1:31
    assign $b @1:36..1:47 blank
      num 7 @1:44
    ref $021 sub=0x00210 @1:49..1:52 blank
    ref $a%D1 @1:54..1:58 blank
    ref $b%D1 @1:60..1:64 blank
stanza 021 id=0x00210 text="021" @2:1..2:79
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "" @2:16..2:17
  body n=6
    decl $x @2:19..2:26
    decl $y @2:28..2:35 blank
    assign $s @2:37..2:54 blank
      binary + @2:45..2:51
        ref $x @2:45..2:46
        ref $y @2:50..2:51
    word "sum=" @2:56..2:59 blank glued
    ref $s%D1 @2:60..2:64 field=sum
    assign $x @2:66..2:79 blank
      num 100 @2:74..2:76
