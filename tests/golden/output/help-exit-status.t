# --help ends with the exit-status table of docs/ref/report.md §8 (one list, TRC_EXIT_LIST in
# tools/exitcodes.h); trcasm, trcrecv and trcupdate print the same table.
=== cmd
trcrpt --help | sed -n "/^Exit status:/,\$p"
trcrpt --help | sed -n "/^Exit status:/,\$p" > rpt.txt
for t in trcasm trcrecv trcupdate; do $t --help | sed -n "/^Exit status:/,\$p" | cmp -s - rpt.txt && echo "$t: same table"; done
=== stdout
Exit status:
    0  success (data diagnostics may have been printed; also when stdout is closed early)
    1  --strict and short entries, faults or skipped bytes occurred
    2  usage error (bad option, bad list, binary output to a terminal)
    3  template problems (unreadable template file, syntax errors)
    4  input problems (cannot open/read, unknown format, invalid header)
    5  output problems (cannot write the report or a file, lock timeout)
    6  internal error or out of memory
  130  interrupted (SIGINT); output written so far is flushed
trcasm: same table
trcrecv: same table
trcupdate: same table
