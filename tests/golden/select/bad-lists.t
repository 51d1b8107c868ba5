# bad lists and dates are usage errors (exit 2)
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
for a in "-d 20" "-d 000" "-k 0101" "-C 1-" "-C x" "-T -1" "-p ,," "-s 13011200002" "-s 2024-02-30T00:00:00Z" "-e 2024-03-01T12:00:00+1:00" "--jobs=0"; do trcrpt -t all.fmt $a mixed.trc 2>/dev/null; echo "$a: $?"; done
=== stdout
-d 20: 2
-d 000: 2
-k 0101: 2
-C 1-: 2
-C x: 2
-T -1: 2
-p ,,: 2
-s 13011200002: 2
-s 2024-02-30T00:00:00Z: 2
-e 2024-03-01T12:00:00+1:00: 2
--jobs=0: 2
