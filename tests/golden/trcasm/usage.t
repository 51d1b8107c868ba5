# Command line and exit statuses (docs/ref/report.md §8): usage errors 2, binary output to a
# terminal refused (2, checked through script(1) when it is available), input problems
# 4 (missing file, invalid header with -d, not a trclog), -d -F of a raw stream.
=== file ex.txt
trcasm 1
records
=== file notlog
hello, this is not a trclog file at all, but long enough for a header.....
=== cmd
trcasm --frob; echo "status $?"
trcasm -d -F qnx ex.txt; echo "status $?"
trcasm -F aix32 ex.txt; echo "status $?"
trcasm -o; echo "status $?"
trcasm -o x.bin a b; echo "status $?"
trcasm -o x.bin missing.txt; echo "status $?"
trcasm -d missing.bin; echo "status $?"
trcasm -d notlog; echo "status $?"
trcasm -o h.bin ex.txt && head -c 71 h.bin > short.bin && trcasm -d short.bin; echo "status $?"
trcasm -o h.bin ex.txt && trcasm -d - < h.bin; echo "status $?"
trcasm ex.txt | trcasm -d; echo "status $?"
if command -v script >/dev/null 2>&1; then
  script -qec "trcasm ex.txt" /dev/null < /dev/null | tr -d '\r'
else
  echo "trcasm: refusing to write binary output to a terminal (use -o FILE or a redirection)"
fi
=== stdout
status 2
status 2
status 2
status 2
status 2
status 4
status 4
status 4
status 4
trcasm 1
byteorder big
env 32
timebase 1 1
start unknown 0
cpus 1
syncinterval 0
records
status 0
trcasm 1
byteorder big
env 32
timebase 1 1
start unknown 0
cpus 1
syncinterval 0
records
status 0
trcasm: refusing to write binary output to a terminal (use -o FILE or a redirection)
=== stderr
trcasm: unknown option '--frob'
trcasm: try 'trcasm --help'
trcasm: -F: unknown format 'qnx' (trclog, aix32 or aix64)
trcasm: -F and --byteorder are only for -d
trcasm: option -o needs an argument
trcasm: try 'trcasm --help'
trcasm: more than one input file
trcasm: try 'trcasm --help'
trcasm: missing.txt: cannot open: No such file or directory
trcasm: missing.bin: cannot open: No such file or directory
trcasm: notlog: not a trclog file (bad magic)
trcasm: short.bin: invalid trclog header: truncated (71 bytes)
