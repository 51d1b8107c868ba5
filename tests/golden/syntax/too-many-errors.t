# 120 lines with an unterminated string: after the 100th error "FILE: too many errors" and
# parsing stops (docs/ref/language.md §14.1)
=== cmd
awk 'BEGIN { for (i = 1; i <= 120; i++) printf "%03X 1.0 L=APPL \"bad\n", i + 15 }' > tpl.fmt
trcrpt -c -t tpl.fmt 2> err
echo "exit $?"
grep -c ': error: ' err
head -3 err
tail -5 err
=== stdout
exit 3
100
tpl.fmt:1:16: error: unterminated string
010 1.0 L=APPL "bad
               ^
tpl.fmt:100:16: error: unterminated string
073 1.0 L=APPL "bad
               ^
tpl.fmt: too many errors
tpl.fmt: 0 templates, 100 errors, 0 warnings
