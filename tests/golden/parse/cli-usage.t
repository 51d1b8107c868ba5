# usage errors exit 2 (docs/ref/report.md §8)
=== cmd
trcrpt --no-such-option 2> /dev/null; echo "exit $?"
trcrpt -c -t 2> /dev/null; echo "exit $?"
trcrpt --color=sometimes -c -t x.fmt 2> /dev/null; echo "exit $?"
=== stdout
exit 2
exit 2
exit 2
