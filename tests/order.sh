#!/bin/sh
# tests/order.sh -- time order within one input (docs/report.md, "Time order"; issue 33
# item 1): a file whose threads' records are in order per thread but interleaved in blocks
# (libtrc's per-thread regions) is reported merged by time; -O order=file keeps the file's
# order; a pipe goes through the reorder window, whose late records are counted in one
# stderr note; --jobs gives what one job gives; the README's libtrc example prints no
# negative DELTA_MSEC; the pre-pass in spans (one per --jobs thread) tells what the serial
# scans tell (TRCFMT_ORDER_SPAN=0), wherever the disorder, damage, sync markers or NOTS
# records lie.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 21
cd "$TMPDIR_T" || exit 1

printf '010 1.0 L=APPL "EV" v=$D1%%D4\n' > ev.fmt
# 4 threads x 600 records in blocks of 50 per thread: thread k's record j at 40j + k
awk 'BEGIN {
    print "trcasm 1"; print "start 1709294400000000000 0"; print "records"
    for (b = 0; b < 12; b++)
        for (k = 0; k < 4; k++)
            for (j = 50 * b; j < 50 * b + 50; j++)
                printf "ev t=%d cpu=%d pid=7 tid=%d hw=010A0000 d=%08X\n", 40 * j + k, k, 100 + k, 4 * j + k
}' > blocks.txt
trcasm -o blocks.trc blocks.txt || exit 99
# the v= values of a report, one per line
vals() { sed -n 's/.* v=\([0-9]*\).*/\1/p' "$1"; }
awk 'BEGIN { for (i = 0; i < 2400; i++) print i }' > want.v

# 1: the file merged by time
trcrpt -h -t ev.fmt blocks.trc > f.out 2> f.err
vals f.out > f.v
if cmp -s want.v f.v && ! grep -q 'too late' f.err; then tap_ok "file: threads merged by time"
else tap_fail "file: threads merged by time" f.err; fi
# 2: no negative DELTA_MSEC
if ! awk '$3 ~ /^-/' f.out | grep -q .; then tap_ok "file: no negative DELTA_MSEC"
else tap_fail "file: no negative DELTA_MSEC" f.out; fi
# 3: -O order=file: the file's order
trcrpt -h -O order=file -t ev.fmt blocks.trc > o.out 2>/dev/null
vals o.out > o.v
awk '{ print $NF }' blocks.txt | sed -n 's/^d=//p' | while read -r h; do printf '%d\n' "0x$h"; done > file.v
if cmp -s file.v o.v; then tap_ok "-O order=file keeps the file's order"
else tap_fail "-O order=file keeps the file's order" o.out; fi
# 4: a pipe: the reorder window puts it in order (blocks of 50 are within the window)
cat blocks.trc | trcrpt -h -t ev.fmt - > p.out 2> p.err
if cmp -s f.out p.out && vals p.out | cmp -s - want.v && ! grep -q "too late" p.err; then tap_ok "pipe: the reorder window gives the file's merged report"
else tap_fail "pipe: the reorder window gives the file's merged report" p.err; fi
# 5: a window too small: the late records are counted in one note, and all are reported
cat blocks.trc | TRCFMT_ORDER_WINDOW=60 trcrpt -h -t ev.fmt - > w.out 2> w.err
n=$(vals w.out | sort -n | cmp -s - want.v && echo all)
if [ "$n" = all ] && [ "$(grep -c 'too late' w.err)" -eq 1 ] &&
   grep -q '^trcrpt: <stdin>: [0-9]* records arrived too late for the reorder window of 60 records and are reported out of time order' w.err
then tap_ok "pipe: a small window counts the late records in one note"
else tap_fail "pipe: a small window counts the late records in one note" w.err; fi
# 5b: a window of 200 records, allocated as it fills (64, 128, then 200 slots), is enough
cat blocks.trc | TRCFMT_ORDER_WINDOW=200 trcrpt -h -t ev.fmt - > g.out 2> g.err
if cmp -s f.out g.out && ! grep -q "too late" g.err; then tap_ok "pipe: a window that grows in steps gives the file's merged report"
else tap_fail "pipe: a window that grows in steps gives the file's merged report" g.err; fi
# 6-7: --jobs gives what one job gives, file and pipe
trcrpt --jobs=1 -t ev.fmt -O exec=on,tid=on blocks.trc > j1.out 2> j1.err
TRCFMT_JOBS_AUTO_MIN=0 TRCFMT_JOBS_CHUNK=2000 trcrpt --jobs=2 -t ev.fmt -O exec=on,tid=on blocks.trc > j2.out 2> j2.err
if cmp -s j1.out j2.out && cmp -s j1.err j2.err; then tap_ok "--jobs=2 = --jobs=1 on a file to merge"
else tap_fail "--jobs=2 = --jobs=1 on a file to merge" j2.err; fi
cat blocks.trc | TRCFMT_JOBS_CHUNK=2000 trcrpt --jobs=2 -t ev.fmt -O exec=on,tid=on - > j3.out 2> j3.err
if cmp -s j1.out j3.out; then tap_ok "--jobs=2 = --jobs=1 on a pipe"
else tap_fail "--jobs=2 = --jobs=1 on a pipe" j3.err; fi
# 8: a thread whose own records go back in time (v=5 at t=0): the window orders them, the
# tie with v=0 in arrival order
awk '/^ev/ && /tid=101/ && !done && / d=00000005$/ { sub(/t=[0-9]*/, "t=0"); done = 1 } { print }' blocks.txt > back.txt
trcasm -o back.trc back.txt || exit 99
trcrpt -h -t ev.fmt back.trc > b.out 2> b.err
if [ "$(vals b.out | head -2 | tr '\n' ' ')" = "0 5 " ] && [ "$(vals b.out | wc -l)" -eq 2400 ] && ! grep -q 'too late' b.err
then tap_ok "file not in order per thread: the reorder window"
else tap_fail "file not in order per thread: the reorder window" b.out; fi
# 9: a truncated file is still merged, its 00C included, one truncation note
head -c $(($(wc -c < blocks.trc) - 12)) blocks.trc > cut.trc
trcrpt -h -t ev.fmt cut.trc > c.out 2> c.err
if [ "$(vals c.out | wc -l)" -eq 2399 ] && vals c.out | sort -n -c 2>/dev/null &&
   [ "$(grep -c 'bytes skipped at offset' c.err)" -eq 1 ] && grep -q 'READER RESYNC' c.out
then tap_ok "truncated file: merged, the 00C kept"
else tap_fail "truncated file: merged, the 00C kept" c.err; fi
# 10: -r writes the records in time order
trcrpt -r -t ev.fmt -o r.trc blocks.trc 2>/dev/null && trcrpt -h -O order=file -t ev.fmt r.trc > r.out 2>/dev/null
vals r.out > r.v
if cmp -s want.v r.v; then tap_ok "-r writes the merged order"
else tap_fail "-r writes the merged order" r.out; fi
# 11: an invalid order value is a usage error
trcrpt -O order=sorted -t ev.fmt blocks.trc > /dev/null 2> u.err
if [ $? -eq 2 ]; then tap_ok "-O order=sorted: usage error"
else tap_fail "-O order=sorted: usage error" u.err; fi
# 12: the README's libtrc example: four threads, no negative DELTA_MSEC
TRC_OPTIONS=file=t.trc "$top_builddir/samples/libtrc/webd-traced" > webd.out 2>&1
trcrpt -t "$top_builddir/samples/libtrc/trc-all.fmt" t.trc > webd.rpt 2> webd.err
if [ "$(grep -c 'REQUEST conn=' webd.rpt)" -eq 12 ] && ! awk '$3 ~ /^-/' webd.rpt | grep -q .
then tap_ok "README libtrc example: no negative DELTA_MSEC"
else tap_fail "README libtrc example: no negative DELTA_MSEC" webd.rpt; fi
# 14-21: the pre-pass in spans (docs/report.md, "Time order").  sp.txt: 8,000 records of
# 40 bytes in time order (record k at t=10k), NOTS records and sync markers among them when
# asked; four spans of 80,000 bytes with --jobs=4 (64 KiB at least).  Each case: what TRCFMT_ORDER_DEBUG says,
# and the report is the serial pre-pass's (spans off) byte for byte.
spgen() {   # spgen [nots] [sync]: sp.txt on stdout
    awk -v nots="$1" -v sync="$2" 'BEGIN {
        print "trcasm 1"; print "start 1709294400000000000 0"; print "records"
        for (k = 0; k < 8000; k++) {
            if (sync && k % 700 == 0) printf "sync seq=%d t=%d\n", k / 700, 10 * k
            ts = nots && (k % 97 == 5 || k == 2000)   # no time of its own: t=0 in the file
            printf "ev t=%d cpu=0 pid=7 tid=100%s hw=010A0000 d=%08X\n", ts ? 0 : 10 * k,
                   ts ? " ef=0x2" : "", k
        }
    }'
}
spcase() {   # spcase NAME FILE WANT: four spans say WANT, the report is the serial one
    TRCFMT_ORDER_DEBUG=1 TRCFMT_ORDER_SPAN=65536 trcrpt --jobs=4 -h -t ev.fmt "$2" > sp4.out 2> sp4.err
    TRCFMT_ORDER_SPAN=0 trcrpt -h -t ev.fmt "$2" > sp0.out 2> sp0.err
    if grep -q "^order: 4 spans: $3$" sp4.err && cmp -s sp4.out sp0.out; then tap_ok "pre-pass in spans: $1"
    else cat sp4.err >&2; tap_fail "pre-pass in spans: $1" sp4.out; fi
}
spgen > sp.txt && trcasm -o sp.trc sp.txt || exit 99
spcase "in order" sp.trc "in order; read as it lies"
spgen 1 1 > spn.txt && trcasm -o spn.trc spn.txt || exit 99
spcase "in order, with NOTS records and sync markers" spn.trc "in order; read as it lies"
# record k goes back before record k-1, for k around the first span's end: the disorder
# inside a span or between two (record 2,000 is the first at or past 80,000 bytes)
hdr=$(($(wc -c < sp.trc) - 8000 * 40))
k1=2000
for k in $((k1 - 1)) $k1 $((k1 + 1)) 7990; do
    awk -v k=$k '/^ev/ { n++ } /^ev/ && n == k + 1 { sub(/t=[0-9]*/, "t=" (10 * k - 15)) } { print }' sp.txt > spk.txt
    trcasm -o spk.trc spk.txt || exit 99
    spcase "record $k back in time" spk.trc "out of order; window"
done
# a damaged record in the third span: the spans do not know; the serial scans decide
cp sp.trc spd.trc
printf '\377\377\377\377' | dd of=spd.trc bs=1 seek=$((hdr + 40 * 5000)) conv=notrunc 2>/dev/null
spcase "damage" spd.trc "not known; read as it lies"
# the spans off: the serial scans alone
TRCFMT_ORDER_DEBUG=1 TRCFMT_ORDER_SPAN=0 trcrpt --jobs=4 -h -t ev.fmt sp.trc > /dev/null 2> sp.err
if grep -q '^order: 0 spans: not known; read as it lies' sp.err; then tap_ok "TRCFMT_ORDER_SPAN=0: the serial pre-pass"
else tap_fail "TRCFMT_ORDER_SPAN=0: the serial pre-pass" sp.err; fi

[ $tap_failed -eq 0 ]
