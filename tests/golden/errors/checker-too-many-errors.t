# 120 checker errors: the 100-error limit applies to checker diagnostics too
=== cmd
awk 'BEGIN { for (i = 1; i <= 120; i++) printf "%03X 1.0 L=APPL D3\n", i + 15 }' > tpl.fmt
trcrpt -c -t tpl.fmt 2> err
echo "exit $?"
grep -c ': error: ' err
head -3 err
tail -5 err
=== stdout
exit 3
100
tpl.fmt:1:16: error: invalid format code 'D3'
010 1.0 L=APPL D3
               ^
tpl.fmt:100:16: error: invalid format code 'D3'
073 1.0 L=APPL D3
               ^
tpl.fmt: too many errors
tpl.fmt: 0 templates, 100 errors, 0 warnings
