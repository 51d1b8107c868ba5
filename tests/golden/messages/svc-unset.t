# The SVC column prints `-` for a thread (or CPU) whose $SVC was never set, the value once
# a template set it
=== cmd
trcasm -o in.trc in.txt && trcrpt -h --quiet -O svc,timestamp=3 -t t.tmpl in.trc
=== file t.tmpl
010 1.0 "enter" {{ $SVC = $D1 }}
011 1.0 "other"
=== file in.txt
trcasm 1
records
ev t=1 cpu=0 pid=1 tid=2 hw=011E0000 d=0
ev t=2 cpu=0 pid=1 tid=2 hw=010E0000 d=1A2
ev t=3 cpu=0 pid=1 tid=2 hw=011E0000 d=0
ev t=4 cpu=0 pid=1 tid=3 hw=011E0000 d=0
ev t=5 cpu=0 pid=- tid=- hw=011E0000 d=0
=== stdout
011    -                                 other
010    01A2                              enter
011    01A2                              other
011    -                                 other
011    -                                 other
