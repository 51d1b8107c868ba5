# issue 33 item 10: $Dn%D0 prints a data word as signed on both layouts (the low 32 bits
# sign-extended on a 32-bit entry, the whole word on a 64-bit one); %D4 keeps printing the
# whole 64-bit value; a macro and a SWITCH subject with %D0 too (VM, fused and line form)
=== cmd
trcasm -o a.trc a.txt && trcasm -o b.trc b.txt &&
trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt a.trc b.trc &&
trcrpt --quiet -h -t tpl2.fmt a.trc && trcrpt --quiet -h -t tpl2.fmt b.trc
=== file tpl.fmt
010 1.0 L=APPL $D2%D4 $D2%D0 {{ $v = $D2 }} $v%D0 $D2%D0, -2 neg, \* other
=== file tpl2.fmt
010 1.0 L=APPL $D2%D0 $D2%D4
=== file a.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=00000001,FFFFFFFE,00000000,00000000,00000000
=== file b.txt
trcasm 1
byteorder big
env 64
records
ev t=1 hw=8000001001000000 d=0000000000000001,FFFFFFFFFFFFFFFE
ev t=2 hw=8000001001000000 d=0000000000000001,00000000FFFFFFFE
=== stdout
4294967294 -2 -2 neg
-2 -2 -2 neg
4294967294 4294967294 4294967294 other
010        0.000000000       0.000000  -2 4294967294
010        0.000000001       0.000000  -2 -2
010        0.000000002       0.000001  4294967294 4294967294
=== lineform
3
