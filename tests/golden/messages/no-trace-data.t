# Distinct messages for an empty file, empty or closed standard input, a directory that is
# not an LTT trace and standard input that is not a trclog; -F is suggested only where it
# helps (a non-empty file of unknown format, stdin that is not a trclog)
=== cmd
: > empty.trc
mkdir notltt
trcrpt -t t.tmpl empty.trc; echo status=$?
trcrpt -t t.tmpl - < /dev/null; echo status=$?
trcrpt -t t.tmpl - <&-; echo status=$?
trcrpt -t t.tmpl notltt; echo status=$?
trcrpt -t t.tmpl - < t.tmpl; echo status=$?
trcrpt -t t.tmpl t.tmpl.bak; echo status=$?
trcrpt -t t.tmpl - < notltt; echo status=$?
=== file t.tmpl
010 1.0 "X"
=== file t.tmpl.bak
010 1.0 "X"
=== stdout
status=4
status=4
status=4
status=4
status=4
status=4
status=4
=== stderr
trcrpt: empty.trc: empty file, no trace data
trcrpt: <stdin>: standard input is empty, no trace data
trcrpt: <stdin>: standard input is closed
trcrpt: notltt: is a directory but not an LTT trace (no info/system.xml)
trcrpt: <stdin>: not a trclog (the only format detected on standard input), use -F
trcrpt: t.tmpl.bak: cannot detect input format, use -F aix32, aix64, shark, trclog, qnx, ltt or trcshm
trcrpt: <stdin>: cannot read: Is a directory
