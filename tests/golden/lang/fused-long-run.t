# A run of 200,000 moves that never becomes a segment (nothing is printed in it): the
# search for segments is bounded from each start (interp/fuse.c SEG_MAX), so the set
# builds in linear time; before, it searched to the end of the run from every start.
=== cmd
awk 'BEGIN { printf "010 1.0 L=APPL \"X\" G8 X1,"; printf " 1 {"; for (i = 0; i < 200000; i++) printf " G1"; print " X1 }, \\* other" }' > tpl.fmt
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000008 d=00000000 buf=0102030405060708
ev t=1 hw=01000008 d=00000000 buf=0002030405060708
=== stdout
X 00
X other
=== status
0
