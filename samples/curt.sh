#!/bin/sh
# curt.sh -- a curt-like summary of a trace from `trcrpt --stats` (README.md, "Statistics";
# man trcrpt, STATISTICS): the events per process and thread, and the elapsed time of each
# system call -- spans from a system-call entry hook to the exit hook of the same thread,
# grouped by system call number -- with percentiles and a histogram.
#
# Usage: samples/curt.sh [trcrpt options] TRACE
#   TRACE *.kev  QNX: kernel calls 22000-2207F to 22080-220FF, grouped by hook ID
#   TRACE a dir  LTT: core.syscall_entry 30001 to core.syscall_exit 30002, by syscall_id
#   else         the webd sample (samples/webd): SYSCALL 012 to RETURN 013, by $HD
# SYSCALL_SPAN=START,END and SYSCALL_BY=NAME set them for other hooks (a --where key or
# a field of the entry's template); TRCRPT names the trcrpt to run (default: the one
# beside this script in a build tree, else trcrpt on PATH).
[ $# -ge 1 ] || { echo "usage: $0 [trcrpt options] TRACE" >&2; exit 2; }
for last in "$@"; do :; done
case $last in
*.kev) span=22000-2207F,22080-220FF by=id ;;
*) if [ -d "$last" ]; then span=30001,30002 by=syscall_id; else span=012,013 by=hd; fi ;;
esac
span=${SYSCALL_SPAN:-$span}
by=${SYSCALL_BY:-$by}
if [ -z "${TRCRPT:-}" ]; then
    here=$(dirname "$0")
    if [ -x "$here/../tools/trcrpt" ]; then TRCRPT=$here/../tools/trcrpt; else TRCRPT=trcrpt; fi
fi
exec "$TRCRPT" --quiet --stats=procs,spans --span "syscall=$span" --stats-by="$by" "$@"
