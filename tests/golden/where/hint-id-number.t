# issue 33 item 14: `id == 24` compares a string with a number (never true): a warning at
# the number says what to write ("024"; 0x1a -> "01A"); the report still runs
=== cmd
cat > t.fmt <<'T'
024 1.0 L=APPL x
T
printf 'trcasm 1\nbyteorder big\nenv 32\nrecords\nev t=0 hw=024E0000 d=1\n' > in.txt
trcasm -o in.trc in.txt
trcrpt -h --quiet -t t.fmt --where 'id == 24' in.trc
trcrpt -h --quiet -t t.fmt --where '0x1a == id || id == "024"' in.trc
=== stdout
024        0.000000000       0.000000  x
=== stderr
trcrpt: --where:1:7: warning: id is a hook ID string such as "024", never equal to a number: compare it with "024"
id == 24
      ^
trcrpt: --where:1:1: warning: id is a hook ID string such as "01A", never equal to a number: compare it with "01A"
0x1a == id || id == "024"
^
