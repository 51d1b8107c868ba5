# every short flag of trcrpt has a long form (docs/ref/report.md §1.1) that behaves the same, both
# as `--name VALUE` and `--name=VALUE`: each line compares stdout, stderr and exit status
# of the short form with both long forms (and shows that status: no shared usage error)
=== cmd
unset TRCFMT
cat "$top_srcdir/templates/system.tmpl" "$top_srcdir"/samples/webd/0*.tmpl "$top_srcdir/samples/webd/functions.tmpl" > t.fmt
trcasm -o a.trc "$top_srcdir/samples/example.txt" && cp a.trc b.trc
printf '0 zero\n' > syms
run() { "$@" > o.out 2> o.err; echo "exit $?" >> o.err; cat o.out o.err; }
cmp3() { # SHORT ARG LONG: compare `trcrpt SHORT ARG`, `trcrpt LONG ARG`, `trcrpt LONG=ARG`
    s=$1; a=$2; l=$3; shift 3
    x=$(run trcrpt "$@" $s "$a"); y=$(run trcrpt "$@" $l "$a"); z=$(run trcrpt "$@" "$l=$a")
    st=$(printf '%s\n' "$x" | tail -n 1)
    if [ "$x" = "$y" ] && [ "$x" = "$z" ]; then echo "$s $l: same, $st"; else echo "$s $l: DIFFERENT"; fi
}
cmp1() { # SHORT LONG (no argument)
    s=$1; l=$2; shift 2
    x=$(run trcrpt "$@" $s); y=$(run trcrpt "$@" $l)
    st=$(printf '%s\n' "$x" | tail -n 1)
    if [ "$x" = "$y" ]; then echo "$s $l: same, $st"; else echo "$s $l: DIFFERENT"; fi
}
cmp3 -t t.fmt --templates a.trc
cmp1 -c --check -t t.fmt
cmp3 -C 1 --cpu -t t.fmt a.trc
cmp3 -d 011-013 --hooks -t t.fmt a.trc
cmp3 -k 011 --exclude-hooks -t t.fmt a.trc
cmp3 -s 2024-03-01T12:00:00.000003Z --start -t t.fmt a.trc
cmp3 -e 2024-03-01T12:00:00.000003Z --end -t t.fmt a.trc
cmp1 -h --no-header -t t.fmt a.trc
cmp1 -j --list-templates -t t.fmt
cmp1 -m --merge -t t.fmt a.trc b.trc
cmp3 -n syms --symbols -t t.fmt a.trc
cmp3 -O pid=on,tid=on --options -t t.fmt a.trc
cmp3 -p webd --pid -t t.fmt a.trc
cmp3 -T 4243 --tid -t t.fmt a.trc
cmp1 -v --verbose -t t.fmt a.trc
cmp1 -x --exec-svc -t t.fmt a.trc
cmp3 -F trclog --input-format -t t.fmt a.trc
trcrpt -t t.fmt -r -o r1.trc a.trc 2>/dev/null; trcrpt -t t.fmt --raw --output-file r2.trc a.trc 2>/dev/null
trcrpt -t t.fmt --raw --output-file=r3.trc a.trc 2>/dev/null
cmp r1.trc r2.trc && cmp r1.trc r3.trc && echo "-r -o --raw --output-file: same"
trcrpt -t t.fmt -d 011 a.trc 2>&1 | grep -c '^011 '
=== stdout
-t --templates: same, exit 0
-c --check: same, exit 0
-C --cpu: same, exit 0
-d --hooks: same, exit 0
-k --exclude-hooks: same, exit 0
-s --start: same, exit 0
-e --end: same, exit 0
-h --no-header: same, exit 0
-j --list-templates: same, exit 0
-m --merge: same, exit 0
-n --symbols: same, exit 0
-O --options: same, exit 0
-p --pid: same, exit 0
-T --tid: same, exit 0
-v --verbose: same, exit 0
-x --exec-svc: same, exit 0
-F --input-format: same, exit 0
-r -o --raw --output-file: same
2
