# a level token on a line with text applies from the next line; on an empty line it applies at once
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
012 1.0 L=SVC s L=INT t \n u L=APPL \n v \n L=KERN w
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01210000
=== stdout
        s t
                        u
v
                w
=== stderr
=== status
0
