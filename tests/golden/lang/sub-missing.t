# missing subroutine: load warning (printed on every load, §1.7), marker [no template ID], event continues
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL a $0FF b
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
ev t=1 hw=011A0000 d=00000000
=== stdout
a [no template 0FF] b
next
=== stderr
tpl.fmt:1:18: warning: subroutine $0FF is not defined
010 1.0 L=APPL a $0FF b
                 ^
trcrpt: in.trc:72: hook 010: no template 0FF
=== status
0
