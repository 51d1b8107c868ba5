# docs/ref/tracelog.md §5.1 and §5.2: the shipped master file holds exactly the internal templates
# and the default template 008 the spec gives (comment lines aside); the tl-* cases run it
=== cmd
grep -v "^#" "$top_srcdir/templates/system.tmpl"
=== stdout
001 1.0 L=KERN "TRACE ON" channel=$HD%U2 $D1%T8
002 1.0 L=KERN "TRACE OFF" channel=$HD%U2 $D1%T8 recorded=$D3%U8 lost=$D4%U8
003 1.0 L=0 "@TRACE HEADER" $DEFAULT
005 1.0 L=KERN "LOGFILE WRAPAROUND" $HD%X2
006 1.0 L=KERN "LOST EVENTS" $D1%U8 events lost $HD, \
    1 "(buffer full)", 2 "(overwritten)", 3 "(sink error)", 4 "(network loss)", \
    5 "(sequence gap)", 6 "(stalled writer)", 7 "(incomplete record)", \
    \* `(reason $HD%U2)`
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
00A 1.0 L=KERN "TRACE UTIL" W2 $D1, \
    1 { $NOPRINT {{ $p = U4 }} {{ $pp = U4 }} {{ $t = U8 }} pidinstall($p, $pp, Z, $t) }, \
    2 { $NOPRINT {{ $p = U4 }} O4 {{ $t = U8 }} tidinstall($p, $t, Z) }, \
    4 { filter from=X4 to=X4 U4, 1 suppress, 0 allow }, \
    \* $NOPRINT
00C 1.0 L=KERN "READER RESYNC" $D1%U8 bytes skipped at offset $D2%U8 $HD, \
    1 "(bad record)", 2 "(truncated)", 3 "(bad foreign data)", 4 "(not a record)"
