# the bundled sample (the per-hook directory samples/webd + example.txt, over the master
# file for the default template 008) reports exactly this; the one-file form of the same
# set (samples/sample.fmt as `make` builds it) reports the same
=== cmd
cat "$top_srcdir/templates/system.tmpl" "$top_srcdir"/samples/webd/0*.tmpl "$top_srcdir/samples/webd/functions.tmpl" > sample.fmt
trcasm -o example.trc "$top_srcdir/samples/example.txt" && trcrpt -t sample.fmt example.trc > one.out 2> /dev/null
trcrpt -t "$top_srcdir/templates/system.tmpl" -t "$top_srcdir/samples/webd" example.trc > dir.out && cmp one.out dir.out && cat dir.out
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: Linux  Node: build1  Release: 6.1.0  Version: #1 SMP
Machine: x86_64
Command: ./webd -p 8080

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010        0.000001000       0.000000  WEBD START pid=4242 port=8080 addr=10.0.0.1
011        0.000002000       0.001000  REQUEST get url=/index.html
011        0.000002600       0.000600  REQUEST other-p url=/upload
012        0.000003000       0.000400          SYSCALL open O_WRONLY O_CREAT O_TRUNC
013        0.000003500       0.000500          RETURN rc=3 ok
012        0.000004000       0.000500          SYSCALL read fd=3 len=4096
013        0.000004500       0.000500          RETURN rc=-1 errno=ENOENT
014        0.000005000       0.000500                  DISPATCH cpu=1 1 2 3 prio=10
015        0.001505000       1.500000                  WAKEUP key=99 elapsed=1.500000 ms
016        0.001600000       0.095000                          INTERRUPT vec=00000021
017        0.001700000       0.100000  BATCH 0001 0002 0003
                                       total 8 items   done
018        0.001800000       0.100000  STATS hit%=75 total=64
01A        0.001900000       0.100000  2024-03-01T12:00:00Z by webd  1.50000000E+00 A B CD
01B        0.002000000       0.100000  NAME webd 00000000 at=8
01C        0.002200000       0.200000  CTRL half
01C        0.002400000       0.200000  CTRL normal
01D        0.002500000       0.100000                  MMAP64 sub=0008 addr=00007F0000001000 len=65536 prot=5
--- phase 2 ---
01F        0.002700000       0.100000  STATE rw- idle
01F        0.002800000       0.100000  STATE r-x busy
0BB        0.002900000       0.100000                  hd=0001 d1=DEADBEEF
=== stderr
trcrpt: summary: events=23 printed=21 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0BB(1)
