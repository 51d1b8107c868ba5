# issue 33 item 14: an unknown name gets the nearest key or field name when it is close
# (a typo); a name far from all gets none
=== cmd
printf 'trcasm 1\nbyteorder big\nenv 32\nrecords\n' > in.txt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t t.fmt --where 'procss == "x"' --where 'fields.latncy > 1' --where 'zzzz > 1' in.trc
=== file t.fmt
024 1.0 L=APPL latency=U4
=== stderr
trcrpt: --where:1:1: warning: 'procss' is neither a key nor a field of any template; did you mean 'process'?
procss == "x"
^
trcrpt: --where:1:1: warning: no template has a field 'latncy'; did you mean 'latency'?
fields.latncy > 1
^
trcrpt: --where:1:1: warning: 'zzzz' is neither a key nor a field of any template
zzzz > 1
^
