# A damaged embedded set (TLV 17 whose checksum does not hold, docs/ref/tracelog.md §3.6):
# one warning naming the file and the reason, the set is not used, and the records are
# formatted with the fallback layers (-t here; the default set's 008 without -t).
=== file t.txt
trcasm 1
start 1709294400000000000 0
tlv 17 000100000000002D12345678234066696C6520612E666D740A31303020312E30204C3D4150504C20224F50454E222066643D2444312544310A
records
ev t=1000 hw=10020000 d=00000007
=== file fallback.fmt
100 1.0 L=APPL "FALLBACK" d1=$D1%X4
=== cmd
trcasm t.txt -o t.trc
trcrpt -h -t fallback.fmt t.trc
unset TRCFMT
trcrpt -h -O timestamp=3 t.trc
=== stdout
100        0.000001000       0.000000  FALLBACK d1=00000007
100                    hd=0000 d1=00000007
=== stderr
trcrpt: warning: t.trc: embedded template set: checksum mismatch; not used
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: warning: t.trc: embedded template set: checksum mismatch; not used
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 100(1)
