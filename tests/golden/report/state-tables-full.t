# The process table, thread names and $SVC values each hold at most 64 MiB (an entry
# costs 64 bytes and its string; docs/fuzzing.md, resource limits): past that the least
# recently set entries are forgotten, and the summary says how many.  12 records install
# 786,432 names of 40 bytes (104 each: 645,277 fit), so pids 0-141154 are forgotten (%P
# prints the number) and 141155 on are kept.  Before, the table grew with every pid (a
# template installing names in a LOOP made GiBs of a small trace); the same run with
# --jobs=2 forgets the same entries.
=== cmd
trcasm -o in.trc in.txt || exit 1
trcrpt -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
TRCFMT_JOBS_CHUNK=100 trcrpt --jobs=2 -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
00A 1.0 L=APPL $NOPRINT LOOP 65536 { {{ $p = $D1 * 65536 + $n }} {{ $n = $n + 1 }} pidinstall($p, 0, "a-process-name-of-forty-bytes-0123456789") }
011 1.0 L=APPL {{ $a = 0 }} {{ $b = 141155 }} {{ $c = 141154 }} {{ $d = 786431 }} $a%P4 $c%P4 $b%P4 $d%P4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=00AA0000 d=00000000
ev t=1 hw=00AA0000 d=00000001
ev t=2 hw=00AA0000 d=00000002
ev t=3 hw=00AA0000 d=00000003
ev t=4 hw=00AA0000 d=00000004
ev t=5 hw=00AA0000 d=00000005
ev t=6 hw=00AA0000 d=00000006
ev t=7 hw=00AA0000 d=00000007
ev t=8 hw=00AA0000 d=00000008
ev t=9 hw=00AA0000 d=00000009
ev t=10 hw=00AA0000 d=0000000A
ev t=11 hw=00AA0000 d=0000000B
ev t=12 hw=01110000
=== stdout
0 141154 a-process-name-of-forty-bytes-0123456789 a-process-name-of-forty-bytes-0123456789
0 141154 a-process-name-of-forty-bytes-0123456789 a-process-name-of-forty-bytes-0123456789
=== stderr
trcrpt: summary: events=13 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: state tables full: forgot 141155 process names, 0 thread names, 0 $SVC values (the least recently set; 64 MiB a table)
trcrpt: summary: events=13 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: state tables full: forgot 141155 process names, 0 thread names, 0 $SVC values (the least recently set; 64 MiB a table)
