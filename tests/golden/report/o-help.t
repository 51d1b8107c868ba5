# -O help prints the -O option table on stdout and exits 0 (docs/ref/report.md §1.3), also after
# other options; an unknown -O option is a usage error (exit 2)
=== cmd
trcrpt -O help > first && cat first && trcrpt -O ids=off,help > again && cmp first again && echo same
trcrpt -O bogus
echo "exit $?"
=== stdout
-O options (comma-separated; a name alone means name=on):
  option       values       default  effect
  2line        on|off       off      fixed columns on one line, event text from the next line
  cpuid        on|off       off      CPU column
  embedded     on|off       on       use the template set embedded in an input
  endtime=S    seconds      none     drop records with elapsed >= S
  exec         on|off       off      PROCESS NAME column
  ids          on|off       on       ID column
  order=K      time|file    time     records of one trclog in time order (threads merged), or as
                                     they lie in the input
  pagesize=N   0-500        0        column header again after every N event lines (0 = never)
  pid          on|off       off      PID column
  starttime=S  seconds      none     drop records with elapsed < S
  statsgroups=N 1-100000000 100000  --stats: rows a table holds before (other)
  svc          on|off       off      SVC column
  tid          on|off       off      TID column
  timestamp=N  0, 1, 2, 3   0        0: ELAPSED_SEC (9 decimals) and DELTA_MSEC; 1: ELAPSED_SEC
                                     (6 decimals); 2: ELAPSED_USEC (3 decimals); 3: no time columns
same
exit 2
=== stderr
trcrpt: invalid -O option: bogus
Try 'trcrpt --help' for more information.
