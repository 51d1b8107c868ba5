# the real S.Ha.R.K. trace: how many records of each hook ID the report prints (27,926 in
# all, none unknown, no fast records, no padding), the report in time order (one run)
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt -F shark -h "$top_srcdir/samples/shark-demo.ftrace" 2>err | awk '{print $1}' | sort | uniq -c
cat err
echo "fast: $(trcrpt -F shark -h --quiet "$top_srcdir/samples/shark-demo.ftrace" | grep -c ' fast$')"
=== stdout
      1 10002
      1 10003
   6682 1000B
    397 10012
      1 10013
   2366 10015
      1 10016
   3931 1001B
      1 10020
   2748 1002B
      1 10030
   2748 1003B
      1 10042
      5 10060
   2359 10062
   4720 10082
   1963 10092
trcrpt: summary: events=27926 printed=27926 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
fast: 0
