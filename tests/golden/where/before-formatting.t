# A predicate over keys known before formatting runs before the template (--dump-code shows
# where it runs); others after; both are ANDed
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt --dump-code -t u.fmt --where 'id == "011" && cpu == 1' --where 'fd == 3' --where 'label != "x"' | sed -n '/^where/,$p'
trcrpt -h --quiet -t all.fmt --where 'id == "011" && cpu == 1' --where 'fd == 3' in.trc
echo 'before: record 014 is never formatted, so its short-entry diagnostic is absent'
trcrpt -h --quiet -t all.fmt --where 'id == "014" && cpu == 1' in.trc 2>&1
echo 'after: the same record is formatted, then rejected by its field'
trcrpt -h --quiet -t all.fmt --where 'id == "014" && a == 1' in.trc 2>&1
=== stdout
where before formatting entry 93
     93  WKEY     id
     94  PUSHS    "011"
     95  WCMP     EQ
     96  WKEY     cpu
     97  PUSHI    1
     98  WCMP     EQ
     99  LAND
    100  END
where after formatting entry 101
    101  WFIELD   "fd"
    102  PUSHI    3
    103  WCMP     EQ
    104  WKEY     label
    105  PUSHS    "x"
    106  WCMP     NE
    107  LAND
    108  END
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
before: record 014 is never formatted, so its short-entry diagnostic is absent
after: the same record is formatted, then rejected by its field
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
