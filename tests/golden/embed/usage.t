# Usage errors of the embedded-set options (exit 2): --embed-templates without -r or with
# a bad value, --against without -c, --extract-templates with two inputs.
=== cmd
trcrpt --embed-templates a.trc; echo "status $?"
trcrpt -r --embed-templates=some a.trc; echo "status $?"
trcrpt --against a.trc; echo "status $?"
trcrpt --extract-templates=x a.trc b.trc; echo "status $?"
=== stdout
status 2
status 2
status 2
status 2
=== stderr
trcrpt: --embed-templates needs -r
Try 'trcrpt --help' for more information.
trcrpt: invalid --embed-templates value: some
Try 'trcrpt --help' for more information.
trcrpt: --against needs -c
Try 'trcrpt --help' for more information.
trcrpt: --extract-templates takes one input LOG
Try 'trcrpt --help' for more information.
