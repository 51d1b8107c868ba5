# where the template files come from (docs/foreign.md): $TRCFMT replaces the master file,
# $TRCFMT_DATADIR the directory of the shipped shark.tmpl/qnx.tmpl; a missing file is exit
# 3 naming its path; -t FILE replaces both; without the variables the uninstalled binary
# uses the source tree's templates/ (the other cases of this directory rely on that)
=== cmd
unset TRCFMT TRCFMT_DATADIR
printf '\040\000\000\001\005\000\000\000\256\047\277\250\173\233\005\000' > ex.ftrace
mkdir data && printf '10020 1.0 L=APPL "MY START" $D1%%U4\n' > data/shark.tmpl
TRCFMT=master.tmpl TRCFMT_DATADIR=data trcrpt -F shark -h --quiet ex.ftrace
TRCFMT=master.tmpl TRCFMT_DATADIR=data trcrpt -F shark --dump-templates
TRCFMT_DATADIR=nowhere trcrpt -F shark -h ex.ftrace; echo "exit $?"
TRCFMT=missing.tmpl trcrpt -F shark -h ex.ftrace; echo "exit $?"
trcrpt -F shark --dump-templates | grep '^#' | sed "s|$top_srcdir|SRC|"
=== file master.tmpl
008 1.0 L=KERN "@DEFAULT" generic
=== stdout
10020      0.000000000       0.000000  MY START 367483
# master.tmpl
008 1.0 L=KERN "@DEFAULT" generic
# data/shark.tmpl
10020 1.0 L=APPL "MY START" $D1%U4
exit 3
exit 3
# SRC/templates/system.tmpl
# SRC/templates/shark.tmpl
=== stderr
trcrpt: nowhere/shark.tmpl: No such file or directory
trcrpt: missing.tmpl from $TRCFMT: No such file or directory
