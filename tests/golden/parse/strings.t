# string escapes (§2.2), back-quoted string parts (§8.5), fields named by strings
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
040 1.0 L=APPL "a\"b\\c\n\t\q" 'it\'s "x"' "" '' "$D1 `b`"
041 1.0 L=APPL `pid=$D1%D1 code X4 p=X2 \`q\` \$5 \n $010 $x%W0.7.`
042 1.0 L=APPL `` `$` `$%D1 X4:` `a\tb` "mode="$D3%o4 'x='X4
=== stdout
file "tpl.fmt" stanzas=3
stanza 040 id=0x00400 text="040" @1:1..1:58
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "a\"b\\c\n\t\\q" @1:16..1:30
  body n=4
    string(sq) "it's \"x\"" @1:32..1:42
    string "" @1:44..1:45 blank
    string(sq) "" @1:47..1:48 blank
    string "$D1 `b`" @1:50..1:58 blank
stanza 041 id=0x00410 text="041" @2:1..2:67
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  body n=1
    bqstring nparts=9 @2:16..2:67
      text "pid=" @2:17..2:20
      ref $D1%D1 @2:21..2:26
      text " code " @2:27..2:32
      code X4 @2:33..2:34
      text " p=" @2:35..2:37
      code X2 @2:38..2:39
      text " `q` $5 \n $010 " @2:40..2:58
      ref $x%W0.7 @2:59..2:65
      text "." @2:66
stanza 042 id=0x00420 text="042" @3:1..3:60
  version 1.0 @3:5..3:7
  level APPL @3:9..3:14
  body n=8
    bqstring nparts=0 @3:16..3:17
    bqstring nparts=1 @3:19..3:21 blank
      text "$" @3:20
    bqstring nparts=1 @3:23..3:32 blank
      text "$%D1 X4:" @3:24..3:31
    bqstring nparts=1 @3:34..3:39 blank
      text "a\tb" @3:35..3:38
    string "mode=" @3:41..3:47 blank glued
    ref $D3%o4 @3:48..3:53 field=mode
    string(sq) "x=" @3:55..3:58 blank glued
    code X4 @3:59..3:60 field=x
