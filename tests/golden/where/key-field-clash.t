# A bare name that is a key means the key: hd is $HD; fields.hd is the field the default
# template prints (hex 0003); fields.fd#2 is the second fd
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'hd == 3' in.trc
trcrpt -h --quiet -t all.fmt --where 'fields.hd == 3 && hd == 3' in.trc
trcrpt -h --quiet -t all.fmt --where 'fields.fd#2 == 4' in.trc
trcrpt -h --quiet -t all.fmt --where 'env == 64 && offset > 0 && file == "in.trc"' in.trc
=== stdout
0AA        0.000011000       0.000000                  hd=0003 d1=00000009
0AA        0.000011000       0.000000                  hd=0003 d1=00000009
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
1234       0.000014000       0.000000                          WIDE v=00000000DEADBEEF
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
