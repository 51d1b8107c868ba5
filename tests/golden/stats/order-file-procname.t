# A procs row's process name is that of its latest event in time, as --stats-merge keeps
# the name of the row with the latest last_ns: in a log read in file order (-O order=file)
# whose later event comes first, the one run kept the name read last ("early") while its
# ranges' stats merged gave "late"
=== cmd
trcasm -o pn.trc pn.txt || exit 99
S="--quiet --stats=procs --output=json -O order=file -t pn.fmt"
trcrpt $S pn.trc > whole.json
cat whole.json
trcrpt $S --range=0:100 pn.trc > a.json
trcrpt $S --range=100: pn.trc > b.json
trcrpt --quiet --stats=procs --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
=== file pn.fmt
010 1.0 L=APPL "a" pidinstall(7, 1, "early")
011 1.0 L=APPL "b" pidinstall(7, 1, "late")
=== file pn.txt
trcasm 1
records
ev t=300 pid=7 tid=7 hw=01100000
ev t=100 pid=7 tid=7 hw=01000000
=== stdout
{"table":"stats","version":1,"events":2,"by":null}
{"table":"procs","pid":7,"tid":7,"process":"late","count":2,"first_ns":100,"last_ns":300}
same
