# CRLF line ends: the CR before LF is removed (docs/ref/language.md §1.1), continuation still works,
# and diagnostics print the source line without the CR
=== cmd
printf '010 1.0 L=APPL "crlf" X2 \\\r\n  X4\r\n011 1.0 L=APPL "bad\r\n012 1.0 L=APPL a\rb\r\n' > tpl.fmt
trcrpt -c -t tpl.fmt 2> err
echo "exit $?"
tr '\r' '@' < err
printf '010 1.0 L=APPL "crlf" X2 \\\r\n  X4\r\n' > ok.fmt
trcrpt --dump-ast -t ok.fmt
=== stdout
exit 3
tpl.fmt:3:16: error: unterminated string
011 1.0 L=APPL "bad
               ^
tpl.fmt: 2 templates, 1 error, 0 warnings
file "ok.fmt" stanzas=1
stanza 010 id=0x00100 text="010" @1:1..2:4
  version 1.0 @1:5..1:7
  level APPL @1:9..1:14
  label "crlf" @1:16..1:21
  body n=2
    code X2 @1:23..1:24
    code X4 @2:3..2:4 blank
