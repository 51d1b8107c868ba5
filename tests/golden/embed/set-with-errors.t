# An embedded set whose checksum holds but whose template has an error: its diagnostics
# (file:line:col and caret, in `<embedded in LOG>`), a warning, and the fallback layers;
# the exit status stays 0 (the data are formatted).
=== file t.txt
trcasm 1
start 1709294400000000000 0
tlv 17 000100000000002DE9C56D78234066696C65206261642E746D706C0A31303020312E30204C3D4150504C202258222066643D2444312551390A
records
ev t=1000 hw=10020000 d=00000007
=== file fallback.fmt
100 1.0 L=APPL "FALLBACK" d1=$D1%X4
=== cmd
trcasm t.txt -o t.trc
trcrpt -h --color=never -t fallback.fmt t.trc
=== stdout
100        0.000001000       0.000000  FALLBACK d1=00000007
=== stderr
<embedded in t.trc>:2:27: error: invalid format code 'Q9'
100 1.0 L=APPL "X" fd=$D1%Q9
                          ^
trcrpt: warning: t.trc: the embedded template set has errors; not used
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
