# --color=always colours the word warning of a diagnostic (merge warning); json etc. are other helpers' business
=== cmd
trcasm -o c.trc c.txt && trcasm -o d.trc d.txt && trcrpt -m -h --quiet --color=always -t s.fmt d.trc c.trc > /dev/null
=== file d.txt
trcasm 1
records
ev t=0 cpu=0 pid=1 tid=1 hw=060A0000 d=00000001
ev t=5 cpu=0 pid=1 tid=1 hw=070A0000 d=00000002
ev t=9 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== file c.txt
trcasm 1
byteorder little
start unknown 0
records
ev t=0 cpu=0 pid=9 tid=9 hw=050A0000 d=00000020
ev t=2000000000 cpu=0 pid=9 tid=9 hw=050A0000 d=00000021
=== stderr
trcrpt: [33mwarning[0m: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: d.trc:72: hook 060: short entry: need 4 at 8 of 8
