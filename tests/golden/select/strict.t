# --strict: exit 1 when short entries, faults or skipped bytes occurred, else 0; without --strict 0
=== cmd
trcasm -o d.trc d.txt && trcasm -o e.trc e.txt && trcasm -o m.trc m.txt || exit 99
trcrpt --quiet -t s.fmt d.trc > /dev/null 2>&1; echo "short, no strict: $?"
trcrpt --quiet --strict -t s.fmt d.trc > /dev/null 2>&1; echo "short, strict: $?"
trcrpt --quiet --strict -t s.fmt -d 010 d.trc > /dev/null 2>&1; echo "filtered short, strict: $?"
trcrpt --quiet --strict -t "$top_srcdir/templates/system.tmpl" e.trc > /dev/null 2>&1; echo "skipped, strict: $?"
trcrpt --quiet --strict -t s.fmt m.trc > /dev/null 2>&1; echo "clean, strict: $?"
=== file d.txt
trcasm 1
records
ev t=0 cpu=0 pid=1 tid=1 hw=060A0000 d=00000001
ev t=5 cpu=0 pid=1 tid=1 hw=070A0000 d=00000002
ev t=9 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== file e.txt
trcasm 1
records
ev t=10 cpu=0 pid=1 tid=1 hw=03110000
ev t=20 cpu=0 pid=1 tid=1 hw=03110000
ev t=30 cpu=0 pid=1 tid=1 hw=03110000
ev t=40 cpu=0 pid=1 tid=1 hw=03210000
ev t=50 cpu=0 pid=1 tid=1 hw=03310000
ev t=60 cpu=0 pid=1 tid=1 hw=03310000
ev t=70 cpu=0 pid=1 tid=1 hw=03410000
ev t=80 cpu=0 pid=1 tid=1 hw=03410000
ev t=90 cpu=0 pid=1 tid=1 hw=03510000
ev t=100 cpu=0 pid=1 tid=1 hw=03610000
ev t=110 cpu=0 pid=1 tid=1 hw=03710000
ev t=120 cpu=0 pid=1 tid=1 hw=03810000
ev t=130 cpu=0 pid=1 tid=1 hw=03910000
ev t=140 cpu=0 pid=1 tid=1 hw=03A10000
ev t=150 cpu=0 pid=1 tid=1 hw=03A10000
ev t=160 cpu=0 pid=1 tid=1 hw=03A10000
ev t=170 cpu=0 pid=1 tid=1 hw=03A10000
ev t=180 cpu=0 pid=1 tid=1 hw=03B10000
ev t=190 cpu=0 pid=1 tid=1 hw=03C10000
ev t=1190 cpu=- pid=- tid=- hw=006E0001 d=00000000,00000000,00000000,00000000,00000000
ev t=2190 cpu=- pid=- tid=- hw=006E0002 d=00000001,00000000,00000000,000001F4,00000000
ev t=3190 cpu=- pid=- tid=- hw=006E0003 d=00000002,00000000,00000000,000003E8,00000000
ev t=4190 cpu=- pid=- tid=- hw=006E0004 d=00000003,00000000,00000000,000005DC,00000000
ev t=5190 cpu=- pid=- tid=- hw=006E0005 d=00000004,00000000,00000000,000007D0,00000000
ev t=6190 cpu=- pid=- tid=- hw=006E0006 d=00000005,00000000,00000000,000009C4,00000000
ev t=7190 cpu=- pid=- tid=- hw=006E0007 d=00000006,00000000,00000000,00000BB8,00000000
ev t=8190 cpu=- pid=- tid=- hw=006E0001 d=00000007,00000000,00000000,00000DAC,00000000
ev t=9190 cpu=- pid=- tid=- hw=006E0002 d=00000008,00000000,00000000,00000FA0,00000000
ev t=10190 cpu=- pid=- tid=- hw=006E0003 d=00000009,00000000,00000000,00001194,00000000
ev t=11190 cpu=- pid=- tid=- hw=006E0004 d=0000000A,00000000,00000000,00001388,00000000
ev t=12190 cpu=- pid=- tid=- hw=006E0005 d=0000000B,00000000,00000000,0000157C,00000000
ev t=12191 hw=006E0002 d=00000002,00000000,00000000,00000000,00000000
raw 0102030405060708
=== file m.txt
trcasm 1
records
ev t=0 hw=010A0000 d=00000001
=== stdout
short, no strict: 0
short, strict: 1
filtered short, strict: 0
skipped, strict: 1
clean, strict: 0
