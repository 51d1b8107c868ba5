# -r and --output usage errors (docs/ref/report.md §4.2, §8): -r with a structured output, inputs of
# different byte orders and an unknown --output kind exit 2; an -o file that cannot be
# created exits 5; -r to a pipe is fine
=== cmd
trcasm -o a.trc a.txt && trcasm -o c.trc c.txt
trcrpt -r --output=json -o x.trc a.trc; echo "status $?"
trcrpt -r -o x.trc a.trc c.trc; echo "status $?"
trcrpt --output=xml a.trc; echo "status $?"
trcrpt --output a.trc; echo "status $?"
trcrpt -o no-dir/x.txt a.trc; echo "status $?"
trcrpt --quiet -r a.trc | trcasm -d - | grep -c "^ev "
=== file a.txt
trcasm 1
byteorder big
start 1709294400000001000 0
sysname "hostA"
records
ev t=0 cpu=0 pid=1 tid=1 hw=010A0000 d=00000001
ev t=2000 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file c.txt
trcasm 1
byteorder little
start 1709294400000000000 500
cpus 2
sysname "hostB"
records
ev t=1500 cpu=1 pid=2 tid=2 hw=010A0000 d=00000002
ev t=5000 cpu=1 pid=2 tid=2 hw=010A0000 d=00000004
=== stdout
status 2
status 2
status 2
status 2
status 5
2
=== stderr
trcrpt: -r cannot be combined with --output
trcrpt: -r: inputs of different byte orders (a.trc, c.trc) cannot be copied
trcrpt: invalid --output value: xml
Try 'trcrpt --help' for more information.
trcrpt: invalid --output value: a.trc
Try 'trcrpt --help' for more information.
trcrpt: no-dir/x.txt: No such file or directory
