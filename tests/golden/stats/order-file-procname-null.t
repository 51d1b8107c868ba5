# A procs row's process name is that of its latest event in time, null when that event's
# process has no name: --stats-merge let a null name give way to an earlier row's name, so
# in a log read in file order whose latest event comes first, before the pidinstall, the
# one run said null and its ranges' stats merged said "named" (difftest seed 45006872)
=== cmd
trcasm -o pn.trc pn.txt || exit 99
S="--quiet --stats=procs --output=json -O order=file -t pn.fmt"
trcrpt $S pn.trc > whole.json
cat whole.json
trcrpt $S --range=0:100 pn.trc > a.json
trcrpt $S --range=100: pn.trc > b.json
cat a.json b.json
trcrpt --quiet --stats=procs --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
trcrpt --quiet --stats=procs --output=json --stats-merge b.json a.json | cmp - whole.json && echo same
=== file pn.fmt
010 1.0 L=APPL "a"
011 1.0 L=APPL "b" pidinstall(7, 1, "named")
=== file pn.txt
trcasm 1
records
ev t=300 pid=7 tid=7 hw=01000000
ev t=100 pid=7 tid=7 hw=01100000
=== stdout
{"table":"stats","version":1,"events":2,"by":null}
{"table":"procs","pid":7,"tid":7,"process":null,"count":2,"first_ns":100,"last_ns":300}
{"table":"stats","version":1,"events":1,"by":null}
{"table":"procs","pid":7,"tid":7,"process":null,"count":1,"first_ns":300,"last_ns":300}
{"table":"stats","version":1,"events":1,"by":null}
{"table":"procs","pid":7,"tid":7,"process":"named","count":1,"first_ns":100,"last_ns":100}
same
same
