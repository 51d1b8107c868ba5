# Fused segments inside interpreted templates (docs/interpreter.md §The compiled form): runs
# in SWITCH cases, after a macro assignment, a Z first with the soft blank of the text
# before it, delimiters off (the segment gives way to the interpreter), records too short
# in the middle of a segment.  tests/fuse.sh runs it interpreted.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL "SW" G8 X1, 01 { a=X1 b=D2 Z `:`X1 }, 02 { Z Z end }, \* { setdelim(0) c=X1 d=X1 setdelim(1) e=X1 f=X1 }
021 1.0 L=SVC "LBL" {{ $x = X1 }} Z Z o=o2 $x%D1 tail
022 1.0 L=KERN "F" G8 X1 `>`Z `<` name=Z D1 U1 X8
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=02000010 d=00000000 buf=0102FEFF4100330000000000
ev t=1 hw=02000010 d=00000000 buf=02200041204200000000
ev t=2 hw=02000010 d=00000000 buf=0304050607080000
ev t=3 hw=02000010 d=00000000 buf=01
ev t=4 hw=02100010 d=00000000 buf=0541004200FF01
ev t=5 hw=02100010 d=00000000 buf=05000041
ev t=6 hw=02200010 d=00000000 buf=09202000410080FF0102030405060708
ev t=7 hw=02200010 d=00000000 buf=0900000041
=== stdout
SW a=02 b=-2 A :33
SW A B end
SW c=04d=05 e=06 f=07
SW a=[short entry: need 1 at 9 of 9]
        LBL o=2400 0 tail
        LBL o=2400 0 tail
                F 09 >  < name=A -128 255 0807060504030201
                F 09 > < name= 0 65 [short entry: need 8 at 13 of 13]
=== stderr
trcrpt: in.trc:232: hook 020: short entry: need 1 at 9 of 9
trcrpt: in.trc:432: hook 022: short entry: need 8 at 13 of 13
=== status
0
