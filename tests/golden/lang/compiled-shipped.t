# Which shipped templates have a compiled form (`compiled` on `--dump-code`'s template
# line; docs/interpreter.md §The compiled form, "The fallback"): the counts and the hooks
# left to the interpreter.  system: 003 is the header ($DEFAULT), 008 dumps any layout (HT,
# HB, $HOOKENV, LOOPs of X0); qnx: 21002 reads a code inside an expression, 240C0 and 24140
# install names read into macros.  A template that
# loses its compiled form fails here; one that gains it updates the counts.
=== cmd
for s in "" "-F shark" "-F qnx"; do
  trcrpt --dump-code $s | awk '/^template / { n++; if ($NF == "compiled") c++; else l = l " " $2 }
                               END { printf "%d of %d:%s\n", c, n, l }'
done
=== stdout
6 of 8: 003 008
88 of 90: 003 008
1414 of 1419: 003 008 21002 240C0 24140
