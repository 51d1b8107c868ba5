# derived from TRACELOG.md §5.1/§5.2: 008 on types 9, 3 (invalid), E; 006 with an unknown reason (back-quoted \* case)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
001 1.0 L=KERN "TRACE ON" channel=$HD%U2 $D1%T8
002 1.0 L=KERN "TRACE OFF" channel=$HD%U2 $D1%T8 recorded=$D3%U8 lost=$D4%U8
003 1.0 L=0 "@TRACE HEADER" $DEFAULT
005 1.0 L=KERN "LOGFILE WRAPAROUND" $HD%X2
006 1.0 L=KERN "LOST EVENTS" $D1%U8 events lost $HD, \
    1 "(buffer full)", 2 "(overwritten)", 3 "(sink error)", 4 "(network loss)", \
    5 "(sequence gap)", 6 "(stalled writer)", 7 "(incomplete record)", \
    \* `(reason $HD%U2)`
00A 1.0 L=KERN "TRACE UTIL" W2 $D1, \
    1 { $NOPRINT {{ $p = U4 }} {{ $pp = U4 }} {{ $t = U8 }} pidinstall($p, $pp, Z, $t) }, \
    2 { $NOPRINT {{ $p = U4 }} O4 {{ $t = U8 }} tidinstall($p, $t, Z) }, \
    4 { filter from=X4 to=X4 U4, 1 suppress, 0 allow }, \
    \* $NOPRINT
00C 1.0 L=KERN "READER RESYNC" $D1%U8 bytes skipped at offset $D2%U8 $HD, \
    1 "(bad record)", 2 "(truncated)", 3 "(bad foreign data)"
008 1.0 L=KERN "@DEFAULT TEMPLATE" \
    $HOOKENV%D1, \
    32 { HT & 7, \
         1 { hd=X2 }, \
         2 { hd=X2 d1=X4 }, \
         6 { hd=X2 d1=X4 d2=X4 d3=X4 d4=X4 d5=X4 }, \
         0 { len=HB d1=X4 setdelim(0) data= LOOP HB {X0} }, \
         \* { type=HT hd=$HD%X2 } }, \
    64 { flags=HT sub=X2 $GENERIC%D1, \
         1 { len=HB d1=X8 setdelim(0) data= LOOP HB {X0} }, \
         \* { {{ $n = $HL / 8 }} LOOP $n {X8} } }
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0AA90005
ev t=1 hw=0AA30005
ev t=2 hw=0AAE0001 d=00000001,00000002,00000003,00000004,00000005
ev t=3 hw=006E0009 d=00000000,00000000,00000000,00000000,00000000
=== stdout
                hd=0005
                type=3 hd=0005
                hd=0001 d1=00000001 d2=00000002 d3=00000003 d4=00000004 d5=00000005
                LOST EVENTS 0 events lost (reason 9)
=== stderr
=== status
0
