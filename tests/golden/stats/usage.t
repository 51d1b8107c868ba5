# Usage errors of the --stats options (exit 2): --span, --stats-by and --stats-interval
# need --stats, bad tables, bad --span texts, bad -O statsgroups, and --stats with -r,
# --output=chrome or --partition.
=== cmd
trcrpt --span a=010,011 x.trc; echo $?
trcrpt --stats=hooks,bogus x.trc; echo $?
trcrpt --stats --span a x.trc; echo $?
trcrpt --stats --span a=010 x.trc; echo $?
trcrpt --stats --span a=010,0G1 x.trc; echo $?
trcrpt --stats --span a=010,011, x.trc; echo $?
trcrpt --stats -O statsgroups=0 x.trc; echo $?
trcrpt --stats --stats-interval=0 x.trc; echo $?
trcrpt --stats -r x.trc; echo $?
trcrpt --stats --output=chrome x.trc; echo $?
trcrpt --stats --output=json --partition=hook --output-dir=d x.trc; echo $?
trcrpt --stats-merge --span a=010,011 x.json; echo $?
=== stdout
2
2
2
2
2
2
2
2
2
2
2
2
=== stderr
trcrpt: --span needs --stats
trcrpt: invalid --stats tables (hooks, procs, spans, hist): hooks,bogus
Try 'trcrpt --help' for more information.
trcrpt: invalid --span a (NAME=START,END[,KEY])
Try 'trcrpt --help' for more information.
trcrpt: invalid --span a=010: no END hook IDs (NAME=START,END[,KEY])
Try 'trcrpt --help' for more information.
trcrpt: invalid --span a=010,0G1: bad END hook ID list (3 to 5 hex digits, ranges ID-ID, several joined by +)
Try 'trcrpt --help' for more information.
trcrpt: invalid --span a=010,011,: empty KEY
Try 'trcrpt --help' for more information.
trcrpt: invalid -O option: statsgroups=0
Try 'trcrpt --help' for more information.
trcrpt: invalid --stats-interval value (seconds above 0): 0
Try 'trcrpt --help' for more information.
trcrpt: --stats cannot be combined with -r
trcrpt: --stats cannot be combined with --output=chrome
trcrpt: --stats cannot be combined with --partition
trcrpt: --stats-merge cannot be combined with --span
