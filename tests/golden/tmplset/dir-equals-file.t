# A directory of per-hook files (subdirectory, a subroutine and a user function each in a
# file of its own, << >>) reports and compiles exactly like the same stanzas in one file
=== cmd
mkdir -p set/sub
trcasm -o t.trc t.txt && trcrpt -h --quiet -t one.fmt t.trc > one.out && trcrpt -h --quiet -t set t.trc > set.out && cmp one.out set.out && cat set.out
trcrpt --dump-code -t one.fmt > one.code && trcrpt --dump-code -t set > set.code && cmp one.code set.code && echo same code
=== file set/104.tmpl
104 1.0 L=APPL "OPEN" fd=$D1%D4 $1FF flags=$D2%X4
=== file set/105-read.tmpl
105 1.0 L=SVC "READ" << $n = $D1 * 2 >> n=$n%D4 dbl($D1)
=== file set/sub/106_close.tmpl
106 1.0 L=KERN "CLOSE" {{ $c = $D1 }} $c
=== file set/sub/1ff.tmpl
1FF 1.0 "" sub
=== file set/functions.tmpl
1FE 1.0 "" {{ dbl(v) twice=$v%D4 }}
=== file set/.hidden.tmpl
104 1.0 "HIDDEN"
=== file set/104.tmpl~
104 1.0 "BACKUP"
=== file set/README
not a template
=== file set/notes.txt
104 1.0 "TXT"
=== file one.fmt
# one file
104 1.0 L=APPL "OPEN" fd=$D1%D4 $1FF flags=$D2%X4
105 1.0 L=SVC "READ" << $n = $D1 * 2 >> n=$n%D4 dbl($D1)
106 1.0 L=KERN "CLOSE" {{ $c = $D1 }} $c
1FF 1.0 "" sub
1FE 1.0 "" {{ dbl(v) twice=$v%D4 }}
=== file t.txt
trcasm 1
records
ev t=1 cpu=0 pid=5 tid=6 hw=00100000
ev t=2 cpu=0 pid=5 tid=6 hw=104A0000 d=00000003,00000010
ev t=3 cpu=0 pid=5 tid=6 hw=105A0000 d=00000007
ev t=4 cpu=0 pid=5 tid=6 hw=006E0001 d=00000002,00000000,00000000,00000000,00000000
ev t=5 cpu=0 pid=5 tid=6 hw=106A0000 d=00000001
ev t=6 cpu=0 pid=5 tid=6 hw=00200000
=== stdout
001        0.000000001       0.000000                  TRACE ON channel=0 1970-01-01T00:00:00Z
104        0.000000002       0.000001  OPEN fd=3 sub flags=00000010
105        0.000000003       0.000001          READ n=14 twice=7
006        0.000000004       0.000001                  LOST EVENTS 2 events lost (buffer full)
106        0.000000005       0.000001                  CLOSE 0001
002        0.000000006       0.000001                  TRACE OFF channel=0 1970-01-01T00:00:00Z recorded=0 lost=0
same code
