# << >> is a second spelling of {{ }}: same output and --dump-code; shifts inside in
# parentheses, glued forms, a string holding >>, a function definition; << elsewhere is text
=== cmd
trcasm -o t.trc t.txt && trcrpt -h --quiet -t lt.fmt t.trc
trcrpt --dump-code -t lt.fmt | sed -n '/template 104/,/END/p' > a && trcrpt --dump-code -t br.fmt | sed -n '/template 104/,/END/p' > b && cmp a b && echo same code
=== file t.txt
trcasm 1
records
ev t=1 cpu=0 pid=5 tid=6 hw=00100000
ev t=2 cpu=0 pid=5 tid=6 hw=104A0000 d=00000003,00000010
ev t=3 cpu=0 pid=5 tid=6 hw=105A0000 d=00000007
ev t=4 cpu=0 pid=5 tid=6 hw=006E0001 d=00000002,00000000,00000000,00000000,00000000
ev t=5 cpu=0 pid=5 tid=6 hw=106A0000 d=00000001
ev t=6 cpu=0 pid=5 tid=6 hw=00200000
=== file lt.fmt
104 1.0 L=APPL << $dog = 7 + 6 >> << $cat = $dog * 2 >> $dog $cat
105 1.0 L=APPL << $x = ($D1 >> 1) >><< $y = 1 << 3 >> {<< $z = "a>>b" >>} $x $y $z x<<y
106 1.0 L=APPL << f(a) a=$a >> f(3)
=== file br.fmt
104 1.0 L=APPL {{ $dog = 7 + 6 }} {{ $cat = $dog * 2 }} $dog $cat
=== stdout
001        0.000000001       0.000000                  TRACE ON channel=0 1970-01-01T00:00:00Z
104        0.000000002       0.000001  000D 001A
105        0.000000003       0.000001  0003 0008 a>>b x<<y
006        0.000000004       0.000001                  LOST EVENTS 2 events lost (buffer full)
106        0.000000005       0.000001  a=0003
002        0.000000006       0.000001                  TRACE OFF channel=0 1970-01-01T00:00:00Z recorded=0 lost=0
same code
