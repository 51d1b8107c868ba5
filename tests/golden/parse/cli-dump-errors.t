# --dump-ast prints nothing on stdout and exits 3 when the file has syntax errors; warnings
# alone do not stop it
=== cmd
trcrpt --dump-ast -t bad.fmt
echo "exit $?"
trcrpt --dump-ast -t warn.fmt
=== file bad.fmt
010 1.0 L=APPL ok
011 1.0 L=APPL { oops
=== file warn.fmt
010 1.0 L=APPL x \
=== stdout
exit 3
file "warn.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..1:16
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "x" @1:16
  body n=0
=== stderr
bad.fmt:2:16: error: missing }
011 1.0 L=APPL { oops
               ^
warn.fmt:1:18: warning: backslash at end of file
010 1.0 L=APPL x \
                 ^
