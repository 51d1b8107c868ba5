# update-file form: * path, + stanzas (with blanks), - lines with ignored text (warning)
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL "plus" U2
+   011 1.0 L=APPL spaced
- 012
-	10A0 trailing text here
+ 1F000 1.0 x
=== stdout
file "tpl.fmt" stanzas=5 update="/etc/trcfmt"
add 010 id=0x00100 text="010" @2:1..2:25
  version 1.0 @2:6..2:8
  level APPL @2:10..2:15
  label "plus" @2:17..2:22
  body n=1
    code U2 @2:24..2:25
add 011 id=0x00110 text="011" @3:1..3:25
  version 1.0 @3:9..3:11
  level APPL @3:13..3:18
  label "spaced" @3:20..3:25
  body n=0
delete 012 id=0x00120 text="012" @4:1..4:5
delete 10A id=0x010A0 text="10A0" @5:1..5:25
add 1F000 id=0x1F000 text="1F000" @6:1..6:13
  version 1.0 @6:9..6:11
  level default
  label "x" @6:13
  body n=0
=== stderr
tpl.fmt:5:8: warning: text after '- ID' ignored
-	10A0 trailing text here
 	     ^
