# -n symbol file (docs/ref/report.md §1.1): numeric $SVC printed by name when found (text, back-quotes,
# SVC column), default hex otherwise; a register format prints the number; # comments,
# blanks and lower-case hex accepted, the first of equal addresses wins
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -n syms.txt -O svc=on,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=SVC sys {{ $SVC = $D1 }} $SVC `[$SVC]` $SVC%X4
011 1.0 L=SVC ret $SVC
=== file syms.txt
# syscalls
1F40 read
  1f44	write  
1F40 dup
=== file in.txt
trcasm 1
records
ev t=0 cpu=0 pid=1 tid=2 hw=010A0000 d=00001F40
ev t=1 cpu=0 pid=1 tid=2 hw=011A0000 d=0
ev t=2 cpu=0 pid=1 tid=3 hw=010A0000 d=00001F44
ev t=3 cpu=0 pid=1 tid=3 hw=010A0000 d=00001F48
=== stdout
010    read                      sys read [read] 00001F40
011    read                      ret read
010    write                     sys write [write] 00001F44
010    1F48                      sys 1F48 [1F48] 00001F48
