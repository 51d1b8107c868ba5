# docs/ref/language.md §16 E33: prefixes and fields (text output only)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
081 1.0 L=APPL open fd=$D1%D4 G8 flags=X4 "mode="$D3%o4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=081E0000 d=00000003,00000241,000001A4,00000000,00000000
=== stdout
open fd=3 flags=00000241 mode=644
=== stderr
=== status
0
