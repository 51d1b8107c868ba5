# trcrpt -r --embed-templates=all -t DIR, then --extract-templates: per-hook files (the
# layout of trcupdate --split) with their #@file lines, and the same --dump-code as DIR;
# `used` (the default) with -d keeps what hook 012 needs: its function holder, not 011.
=== file d/011.tmpl
011 1.0 L=APPL "REQUEST" url=$D1%X4
=== file d/012.tmpl
# a comment travels with its stanza
012 1.0 L=APPL "SYSCALL" ip=ipv4($D1)
=== file d/functions.tmpl
0FE 1.0 "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }}
=== file t.txt
trcasm 1
start 1709294400000000000 0
records
ev t=1000 hw=01120000 d=00000007
ev t=2000 hw=01220000 d=0A000001
=== cmd
unset TRCFMT
trcasm t.txt -o t.trc
trcrpt -r --embed-templates=all -t d t.trc > all.trc 2> /dev/null
trcrpt --extract-templates=x all.trc
ls x
cat x/012.tmpl x/0FE.tmpl
trcrpt --dump-code -t d > c0
trcrpt --dump-code -t x > c1
cmp c0 c1 && echo "same --dump-code"
trcrpt -r --embed-templates -d 012 -t d t.trc > used.trc 2> /dev/null
trcrpt --extract-templates=u used.trc
ls u
trcrpt -h -O timestamp=3 --quiet used.trc
=== stdout
011.tmpl
012.tmpl
0FE.tmpl
#@file d/012.tmpl
012 1.0 L=APPL "SYSCALL" ip=ipv4($D1)
#@file d/functions.tmpl
0FE 1.0 "" {{ ipv4($a) setdelim(0) $a%W24.31 . $a%W16.23 . $a%W8.15 . $a%W0.7 setdelim(1) }}
same --dump-code
012.tmpl
0FE.tmpl
012    SYSCALL ip=10.0.0.1
