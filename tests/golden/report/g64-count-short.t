# A G-on-64-bit template whose record the line form gives back (a short entry: the VM
# formats it) is counted once for the warning, as with --no-fuse (difftest seed 287
# counted it twice: once by the line form, once by the VM).
=== cmd
trcasm -o in.trc in.txt && trcrpt -h -t set.tmpl in.trc && trcrpt -h --no-fuse -t set.tmpl in.trc
=== file set.tmpl
012 1.0 @hidden G16 O8 { BITFLAGS X1, & 0xF0 0xA0 four }
=== file in.txt
trcasm 1
byteorder big
env 64
cpus 1
records
ev t=4325 cpu=0 pid=1 tid=102 hw=8000001001209901 d=0061626364656667,0000000000000002
=== stdout
012        0.000004325       0.000000                  [short entry: need 1 at 24 of 24]
012        0.000004325       0.000000                  [short entry: need 1 at 24 of 24]
=== stderr
trcrpt: in.trc:72: hook 012: short entry: need 1 at 24 of 24
trcrpt: template 012 positions with G16 on 64-bit entries, where data words are 8 bytes: W4 or $D4 reads the same word on both layouts
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 012(1)
trcrpt: in.trc:72: hook 012: short entry: need 1 at 24 of 24
trcrpt: template 012 positions with G16 on 64-bit entries, where data words are 8 bytes: W4 or $D4 reads the same word on both layouts
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
trcrpt: G on 64-bit entries: 012(1)
