# pcre2 compile errors, cited at the column of the error inside the regex (\/ counts as one pattern byte)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL A8, /a)b/ x, \* y
011 1.0 L=APPL A8, /a\/b[c/ x
012 1.0 L=APPL A8, "ok" a, /(?i)ok/ b, /x{2,1}/ c
013 1.0 L=APPL A8, /a\\)/ x
014 1.0 L=APPL A8, /\/\\\/(/ x
=== stderr
tpl.fmt:1:22: error: regex: unmatched closing parenthesis
010 1.0 L=APPL A8, /a)b/ x, \* y
                     ^
tpl.fmt:2:27: error: regex: missing terminating ] for character class
011 1.0 L=APPL A8, /a\/b[c/ x
                          ^
tpl.fmt:3:46: error: regex: numbers out of order in {} quantifier
012 1.0 L=APPL A8, "ok" a, /(?i)ok/ b, /x{2,1}/ c
                                             ^
tpl.fmt:4:24: error: regex: unmatched closing parenthesis
013 1.0 L=APPL A8, /a\\)/ x
                       ^
tpl.fmt:5:28: error: regex: missing closing parenthesis
014 1.0 L=APPL A8, /\/\\\/(/ x
                           ^
tpl.fmt: 0 templates, 5 errors, 0 warnings
=== status
3
