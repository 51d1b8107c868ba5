# The line form of fused templates (docs/interpreter.md §The compiled form), the one the
# report's default columns write through: labels and literals longer than 32 and 64
# bytes (cut into prefix-only ops), the blank after a Z before a long literal, G and O
# moves on Z items, on numbers and at the end with nothing after them, a soft blank
# before a Z that starts with a blank or is empty.  Run without the fixed columns and
# with the default ones (the fast lane's two column layouts); both as --no-fuse prints them.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL "A label that is longer than thirty-two bytes, and longer than sixty-four bytes too" G8 X2 G10
021 1.0 L=SVC "Z then long" G8 Z `this literal after a string is longer than thirty-two bytes:` X1 O1 Z
022 1.0 L=KERN "moves" G8 O2 Z G9 U1 O1 D1 G8 Z
023 1.0 L=INT G8 Z `   spaced literal that is long enough to be cut in two pieces, or three` Z
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=0200000A d=00000000 buf=41420001020304050607
ev t=1 hw=0210000C d=00000000 buf=41420000000000000000410042
ev t=2 hw=0210000C d=00000000 buf=20200000000000000000412042
ev t=3 hw=0220000C d=00000000 buf=4142434400000000410203FF
ev t=4 hw=0230000C d=00000000 buf=202000000000000020410042
ev t=5 hw=0230000C d=00000000 buf=000000000000000000000000
ev t=6 hw=02200009 d=00000000 buf=414243440000000041
=== stdout
A label that is longer than thirty-two bytes, and longer than sixty-four bytes too 4241
        Z then long AB this literal after a string is longer than thirty-two bytes: 00
        Z then long  this literal after a string is longer than thirty-two bytes: 00
                moves CD 66 68 ABCD
                             spaced literal that is long enough to be cut in two pieces, or three
                           spaced literal that is long enough to be cut in two pieces, or three
                moves CD 66 68 ABCD
020        0.000000000       0.000000  A label that is longer than thirty-two bytes, and longer than sixty-four bytes too 4241
021        0.000000001       0.000001          Z then long AB this literal after a string is longer than thirty-two bytes: 00
021        0.000000002       0.000001          Z then long  this literal after a string is longer than thirty-two bytes: 00
022        0.000000003       0.000001                  moves CD 66 68 ABCD
023        0.000000004       0.000001                               spaced literal that is long enough to be cut in two pieces, or three
023        0.000000005       0.000001                             spaced literal that is long enough to be cut in two pieces, or three
022        0.000000006       0.000001                  moves CD 66 68 ABCD
=== status
0
=== lineform
14
