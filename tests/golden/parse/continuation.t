# logical lines: comments removed before joining, even backslashes, blanks after \, leading blanks, backslash at EOF
=== cmd
trcrpt --dump-ast -t tpl.fmt
=== file tpl.fmt
# a comment at the top \
100 1.0 L=APPL a \
# comment inside, ending with a backslash \
   b \
	c

101 1.0 L=APPL even\\
102 1.0 L=APPL "x" \   
   X1
   # indented comment
103 1.0 L=APPL trailing	  
  104 1.0 L=APPL leading blanks
105 1.0 L=APPL last \
=== stdout
file "tpl.fmt" stanzas=6
stanza 100 id=0x01000 text="100" @2:1..5:2
  version 1.0 @2:5..2:7
  level APPL @2:9..2:14
  label "a" @2:16
  body n=2
    word "b" @4:4
    word "c" @5:2 blank
stanza 101 id=0x01010 text="101" @7:1..7:21
  version 1.0 @7:5..7:7
  level APPL @7:9..7:14
  label "even\\\\" @7:16..7:21
  body n=0
stanza 102 id=0x01020 text="102" @8:1..9:5
  version 1.0 @8:5..8:7
  level APPL @8:9..8:14
  label "x" @8:16..8:18
  body n=1
    code X1 @9:4..9:5
stanza 103 id=0x01030 text="103" @11:1..11:23
  version 1.0 @11:5..11:7
  level APPL @11:9..11:14
  label "trailing" @11:16..11:23
  body n=0
stanza 104 id=0x01040 text="104" @12:3..12:31
  version 1.0 @12:7..12:9
  level APPL @12:11..12:16
  label "leading" @12:18..12:24
  body n=1
    word "blanks" @12:26..12:31
stanza 105 id=0x01050 text="105" @13:1..13:19
  version 1.0 @13:5..13:7
  level APPL @13:9..13:14
  label "last" @13:16..13:19
  body n=0
=== stderr
tpl.fmt:13:21: warning: backslash at end of file
105 1.0 L=APPL last \
                    ^
