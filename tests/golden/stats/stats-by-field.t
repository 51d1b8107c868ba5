# --stats-by=sysno: spans grouped by a field of their START record (a decimal field is a
# number: groups sort as numbers), and the hooks table grouped the same way; records without
# the field are the group "-".  The unmatched end on tid 100 is grouped by its own record.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,spans -t s.fmt --span syscall=020,021 --stats-by=sysno s.trc
=== stdout
Hooks (14 events)
ID   GROUP  LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  -      req         2  14.29%  0.000001000  0.000002000    2000000.00
011  -      done        2  14.29%  0.000005000  0.000006000    2000000.00
012  -      lock        1   7.14%  0.000001500  0.000001500             -
013  -      unlock      1   7.14%  0.000001800  0.000001800             -
020  3      sys         2  14.29%  0.000003000  0.000009100     327868.85
020  4      sys         2  14.29%  0.000007000  0.000009400     833333.33
021  -      ret         4  28.57%  0.000003400  0.000009300     677966.10

Spans (durations in microseconds)
SPAN     GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done     -          0          0        1       0.000         -          -         -         -         -           -         -
lock     -          1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  -          1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  3          2          0        0       0.500     0.100      0.250     0.100     0.400     0.400       0.400     0.400
syscall  4          1          1        0       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
syscall  -          0          0        1       0.000         -          -         -         -         -           -         -
