# docs/ref/language.md §16 E16: string macro, string SWITCH, regex case
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 {{ $n = A8 }} $n, swapper "scheduler", /^ksh/ "shell", \* $n
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000008 d=00000000 str="kshell\0\0"
ev t=1 hw=01000008 d=00000000 str="init\0\0\0\0"
=== stdout
shell
init
=== stderr
=== status
0
