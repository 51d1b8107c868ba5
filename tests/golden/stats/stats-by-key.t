# --stats-by=hd (a --where key) and --span KEY=pid: the syscall spans pair per pid, so the
# end on pid 10 at 9.3 us closes nothing left open by tid 100 (already closed) -- an unmatched
# end; grouped by $HD of the start.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=spans -t s.fmt --span syscall=020,021,pid --stats-by=hd s.trc
=== stdout
Spans (durations in microseconds)
SPAN     GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done     0          0          0        1       0.000         -          -         -         -         -           -         -
lock     0          1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  0          1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  0          0          0        1       0.000         -          -         -         -         -           -         -
syscall  3          2          0        0       0.500     0.100      0.250     0.100     0.400     0.400       0.400     0.400
syscall  4          1          1        0       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
