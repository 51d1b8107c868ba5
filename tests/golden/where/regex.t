# =~ and !~ with pcre2; text spans continuation lines; a number matches as its printed text
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'label =~ /^(USER|ZERO)/' in.trc
trcrpt -h --quiet -t all.fmt --where 'label !~ /[EN]/' in.trc
trcrpt -h --quiet -t all.fmt --where 'text =~ /first\nsecond/' in.trc
trcrpt -h --quiet -t all.fmt --where 's =~ /a\/?b/' in.trc
trcrpt -h --quiet -t all.fmt --where 'mode =~ /1ED$/ && n !~ /x/' in.trc
=== stdout
010        0.000001000       0.000000  USER EVENT count = 7
ZERO v=0000BEEF
012        0.000003000       0.000000                  MULTI first
                                                       second=9
014        0.000005000       0.002000  SHORT a=0 b=[short entry: need 4 at 6 of 8]
018        0.000010000       0.005000  STR s=ab.bÿc q"uote\back
019        0.000013000       0.003000  x=11
012        0.000003000       0.000000                  MULTI first
                                                       second=9
018        0.000010000       0.000000  STR s=ab.bÿc q"uote\back
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
