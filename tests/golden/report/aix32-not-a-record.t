# issue 33 item 12: bytes of a raw AIX stream before any well-formed entry are "(not a
# record)", not "(truncated)"; a tail cut after a real entry stays "(truncated)"
=== cmd
printf '\377\377\377\377\377\377\377\377\377\377' > junk.raw
trcrpt -h --quiet -F aix32 junk.raw
trcasm --aix32 -o in.raw in.txt && printf '\001\002' >> in.raw
trcrpt -h --quiet -F aix32 -t tpl.fmt in.raw
=== file tpl.fmt
010 1.0 L=APPL "USER EVENT" G4 count=U4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=1000 hw=010A0000 d=00000007
=== stdout
00C        0.000000000       0.000000                  READER RESYNC 10 bytes skipped at offset 0 (not a record)
010        0.000000000       0.000000  USER EVENT count=7
00C        0.000000000       0.000000                  READER RESYNC 2 bytes skipped at offset 12 (truncated)
=== stderr
trcrpt: in.raw: 2 bytes skipped at offset 12 (truncated)
