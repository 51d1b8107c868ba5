# tab stops count from column 0 of the text area, so a KERN line (offset 16) tabs to 24
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
011 1.0 L=KERN k \t x \n y \t z
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01110000
=== stdout
                k       x
                y       z
=== stderr
=== status
0
