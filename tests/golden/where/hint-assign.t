# issue 33 item 14: a single '=' in a predicate: the syntax error asks "did you mean '=='?"
=== cmd
printf 'trcasm 1\nbyteorder big\nenv 32\nrecords\n' > in.txt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t t.fmt --where 'op = "put"' in.trc
=== file t.fmt
024 1.0 L=APPL op=X4
=== stderr
trcrpt: --where:1:4: error: unexpected '=', did you mean '=='?
op = "put"
   ^
=== status
2
