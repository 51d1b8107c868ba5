# regex run-time error (PCRE2 match limit, §14.3): marker, event ends, next record formatted
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL try G8 Z, /^(a|aa)+$/ m, \* n after
011 1.0 L=APPL next
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000039 d=00000000 str="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab\0"
ev t=1 hw=011A0000 d=00000000
=== stdout
try [regex error: match limit exceeded]
next
=== stderr
trcrpt: in.trc:72: hook 010: regex error: match limit exceeded
