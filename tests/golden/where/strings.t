# Strings compare bytewise with == != < <= > >=; label, level and id are strings
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'label == "OPEN"' in.trc
trcrpt -h --quiet -t all.fmt --where 'label < "F"' in.trc
trcrpt -h --quiet -t all.fmt --where 'label >= "USER"' in.trc
trcrpt -h --quiet -t all.fmt --where 'level != "APPL" && level != "KERN"' in.trc
trcrpt -h --quiet -t all.fmt --where 'id == 0x11' in.trc
=== stdout
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
015        0.000006000       0.000000  ENTER n=2
015        0.000009000       0.003000  ENTER n=3
0AA        0.000011000       0.002000                  hd=0003 d1=00000009
019        0.000013000       0.002000  x=11
01A        0.000015000       0.002000                  hd=0000
010        0.000001000       0.000000  USER EVENT count = 7
ZERO v=0000BEEF
1234       0.000014000       0.010000                          WIDE v=00000000DEADBEEF
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
ZERO v=0000BEEF
1234       0.000014000       0.010000                          WIDE v=00000000DEADBEEF
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: --where:1:7: warning: id is a hook ID string such as "011", never equal to a number: compare it with "011"
id == 0x11
      ^
