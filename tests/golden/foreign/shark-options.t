# S.Ha.R.K. options: -t FILE loads only FILE (no master, no shark.tmpl: other codes are
# unknown hooks without 008); a file with two runs of increasing TSC is merged into time
# order by default and kept in file order with --no-sort; --shark-clk-per-msec gives the
# clock when the file has no 0x10/0x20 record (else 1 MHz with a warning)
=== cmd
unset TRCFMT TRCFMT_DATADIR
le16() { printf "\\$(printf %03o $(($1 & 255)))\\$(printf %03o $(($1 >> 8 & 255)))"; }
le32() { le16 $(($1 & 65535)); le16 $(($1 >> 16 & 65535)); }
rec() { le16 $1; le16 $2; le32 $3; le32 $4; le32 $5; }
{ rec 0x0001 1 0 1000 0; rec 0x0001 3 0 3000 0; rec 0x0001 2 0 2000 0; rec 0x0001 4 0 4000 0; } > runs.ftrace
{ rec 0x0001 1 0 1000 0; rec 0x0030 0 0 2000 0; } > t.ftrace
echo "-- -t only.tmpl"
trcrpt -F shark -h -t only.tmpl t.ftrace --shark-clk-per-msec=1000
echo "-- sorted"
trcrpt -F shark -h -O ids=off,timestamp=1 --quiet runs.ftrace --shark-clk-per-msec=1000
echo "-- --no-sort"
trcrpt -F shark -h -O ids=off,timestamp=1 --quiet --no-sort runs.ftrace --shark-clk-per-msec=1000
echo "-- no clock"
trcrpt -F shark -h -O ids=off,timestamp=1 --quiet runs.ftrace
=== file only.tmpl
10001 1.0 L=APPL "POINT" n=$HD%U2
10003 1.0 L=APPL "never used"
=== stdout
-- -t only.tmpl
10001      0.000000000       0.000000  POINT n=1
10030      0.001000000       1.000000                  [unknown hook] id=10030 flags=8000 len=16 sub=0000 data=00000000000000003000000000000000
-- sorted
       0.000000  ipoint number=1
       0.001000  ipoint number=2
       0.002000  ipoint number=3
       0.003000  ipoint number=4
-- --no-sort
       0.000000  ipoint number=1
       0.002000  ipoint number=3
       0.001000  ipoint number=2
       0.003000  ipoint number=4
-- no clock
       0.000000  ipoint number=1
       0.000001  ipoint number=2
       0.000002  ipoint number=3
       0.000003  ipoint number=4
=== stderr
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 10030(1)
runs.ftrace: warning: no clock record (0x10/0x20) and no --shark-clk-per-msec: assuming 1000000 cycles per millisecond (1 tick = 1 ns)
