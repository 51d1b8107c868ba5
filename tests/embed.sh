#!/bin/sh
# tests/embed.sh -- self-contained traces (issue 35, docs/templates.md "Embedded sets"),
# run as a user would:
#  - the README's libtrc example with templates=: its log formats with no -t and with no
#    installed master file (a copy of trcrpt outside the build tree, where the master file
#    does not exist), exactly as with -t; a set with errors: a message, nothing embedded,
#    the program runs on; templates=DIR; trcrecv keeps the set it receives over UDP;
#  - trcrpt -r --embed-templates (used and all) then --extract-templates gives back a set
#    with the same --dump-code; `used` keeps the subroutines and functions a hook needs;
#  - a converted QNX trace and an LTT directory become self-contained (-r of a foreign
#    input embeds `used` by itself), also a set of three TLV chunks;
#  - --extract-templates refuses a non-empty directory; -O embedded=off.
. "${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
tap_plan 15
S=$top_srcdir
W=$top_builddir/samples/libtrc/webd-traced
cd "$TMPDIR_T" || exit 1

# an "installed" trcrpt: outside the build tree it reads SYSCONFDIR/trcfmt, missing here
mkdir bin && cp "$top_builddir/tools/trcrpt" bin/trcrpt
if [ -e "${sysconfdir:-/nonexistent}/trcfmt" ]; then nomaster=0; else nomaster=1; fi

# 1-3: libtrc with templates=, formatted by the build's trcrpt -t and the installed copy
TRC_OPTIONS=file=t.trc,templates=$S/samples/libtrc/trc-all.fmt "$W" > webd.out 2> webd.err
trcrpt -t "$S/samples/libtrc/trc-all.fmt" t.trc > want.txt 2> want.err
env -u TRCFMT bin/trcrpt t.trc > got.txt 2> got.err
if [ -s want.txt ] && cmp want.txt got.txt > cmp.out 2>&1 && grep -q ' unknown=0 ' got.err; then
    tap_ok "libtrc templates=: the log formats with no -t as with -t"
else cat got.err cmp.out > x 2>&1; tap_fail "libtrc templates=: the log formats with no -t as with -t" x; fi
TRC_OPTIONS=file=plain.trc "$W" > /dev/null 2>&1
if [ $nomaster -eq 0 ]; then tap_ok "# SKIP $sysconfdir/trcfmt exists"
elif env -u TRCFMT bin/trcrpt plain.trc > /dev/null 2> plain.err; then tap_fail "no master file: a log without a set is an error (the copy really has none)" plain.err
else tap_ok "no master file: a log without a set is an error (the copy really has none)"; fi
printf '020 1.0 L=APPL "A"\nnot a stanza\n' > bad.tmpl
TRC_OPTIONS=file=b.trc,templates=$TMPDIR_T/bad.tmpl "$W" > b.out 2> b.err; rc=$?
if [ $rc -eq 0 ] && grep -q "served 12 connections" b.out &&
   grep -qx "libtrc: templates=$TMPDIR_T/bad.tmpl: bad.tmpl:2: expected a hook ID and a version (no templates embedded)" b.err &&
   trcrpt --extract-templates=xb b.trc 2> xb.err; [ $? -eq 4 ] && grep -q "no embedded template set" xb.err; then
    tap_ok "libtrc templates= with an error: message, nothing embedded, the program runs on"
else cat b.err xb.err > x 2>&1; tap_fail "libtrc templates= with an error: message, nothing embedded, the program runs on" x; fi

# 4: templates=DIR: the per-hook files, each after its #@file line
TRC_OPTIONS=file=d.trc,templates=$S/samples/webd "$W" > /dev/null 2>&1
trcrpt --extract-templates=xd d.trc 2> xd.err
if [ "$(cat xd/*.tmpl | grep -c '^#@file ')" -eq 17 ] && grep -qx '#@file functions.tmpl' xd/0FE.tmpl &&
   [ "$(ls xd | wc -l)" -eq 17 ]; then tap_ok "libtrc templates=DIR: 17 files embedded, extracted per hook with their names"
else ls xd > x 2>&1; cat xd.err >> x; tap_fail "libtrc templates=DIR: 17 files embedded, extracted per hook with their names" x; fi

# 5: trcrecv keeps the set it receives
port=$((21000 + $$ % 20000))
ok=0
for k in 1 2 3 4 5; do
    port=$((port + k * 7))
    timeout 60 trcrecv -p "$port" -1 -t 10 -o recv.trc 2> recv.err &
    rpid=$!
    sleep 0.3
    kill -0 "$rpid" 2> /dev/null || { wait "$rpid"; continue; }
    TRC_OPTIONS=udp=127.0.0.1:$port,templates=$S/samples/libtrc/trc-all.fmt "$W" > /dev/null 2>&1
    wait "$rpid" && ok=1
    break
done
if [ $ok -eq 1 ] && trcrpt --extract-templates=xr recv.trc && trcrpt --extract-templates=xt t.trc &&
   diff -r xt xr > x 2>&1; then tap_ok "trcrecv keeps the embedded set it receives"
else cat recv.err >> x 2>&1; tap_fail "trcrecv keeps the embedded set it receives" x; fi

# 6-8: -r --embed-templates=all / used, --extract-templates, the same --dump-code
trcrpt -r --embed-templates=all -t "$S/samples/webd" "$top_builddir/samples/example.trc" > all.trc 2> /dev/null
trcrpt --extract-templates=xa all.trc
trcrpt --dump-code -t "$S/samples/webd" > code0.txt 2>&1
trcrpt --dump-code -t xa > code1.txt 2>&1
if [ -s code0.txt ] && cmp code0.txt code1.txt > x 2>&1 && [ "$(ls xa | wc -l)" -eq 17 ]; then
    tap_ok "-r --embed-templates=all, --extract-templates: the same --dump-code"
else diff code0.txt code1.txt >> x 2>&1; tap_fail "-r --embed-templates=all, --extract-templates: the same --dump-code" x; fi
trcrpt -r --embed-templates -d 010 -t "$S/samples/webd" "$top_builddir/samples/example.trc" > used.trc 2> /dev/null
trcrpt --extract-templates=xu used.trc
if [ "$(ls xu | tr '\n' ' ')" = "010.tmpl 0FE.tmpl " ]; then tap_ok "--embed-templates=used: hook 010 and the function holder 0FE it needs"
else ls xu > x 2>&1; tap_fail "--embed-templates=used: hook 010 and the function holder 0FE it needs" x; fi
trcrpt -r --embed-templates -d 018 -t "$S/samples/webd" "$top_builddir/samples/example.trc" > sub.trc 2> /dev/null
trcrpt --extract-templates=xs sub.trc
if [ "$(ls xs | tr '\n' ' ')" = "018.tmpl 019.tmpl " ]; then tap_ok "--embed-templates=used: hook 018 and its subroutine 019"
else ls xs > x 2>&1; tap_fail "--embed-templates=used: hook 018 and its subroutine 019" x; fi

# 9-10: converted foreign traces become self-contained
trcrpt -h "$top_builddir/samples/webd.kev" > q0.txt 2> /dev/null
trcrpt -r --embed-templates "$top_builddir/samples/webd.kev" > q.trc 2> /dev/null
env -u TRCFMT -u TRCFMT_DATADIR bin/trcrpt -h q.trc > q1.txt 2> q1.err
if [ $nomaster -eq 0 ]; then tap_ok "# SKIP $sysconfdir/trcfmt exists"
elif [ -s q0.txt ] && cmp q0.txt q1.txt > x 2>&1; then tap_ok "a converted QNX trace formats with no template file at hand"
else cat q1.err >> x; diff q0.txt q1.txt >> x 2>&1; tap_fail "a converted QNX trace formats with no template file at hand" x; fi
trcrpt -h "$top_builddir/samples/ltt-webd" > l0.txt 2> /dev/null
trcrpt -r "$top_builddir/samples/ltt-webd" > l.trc 2> /dev/null   # a conversion embeds by itself
env -u TRCFMT bin/trcrpt -h l.trc > l1.txt 2> l1.err
if [ $nomaster -eq 0 ]; then tap_ok "# SKIP $sysconfdir/trcfmt exists"
elif [ -s l0.txt ] && cmp l0.txt l1.txt > x 2>&1; then tap_ok "a converted LTT trace (plain -r) formats with its generated templates embedded"
else cat l1.err >> x; diff l0.txt l1.txt >> x 2>&1; tap_fail "a converted LTT trace (plain -r) formats with its generated templates embedded" x; fi

# 10b: --embed-templates=all of the QNX trace: 169 KB in three TLV chunks
trcrpt -r --embed-templates=all "$top_builddir/samples/webd.kev" > qa.trc 2> /dev/null
env -u TRCFMT -u TRCFMT_DATADIR bin/trcrpt -h qa.trc > qa1.txt 2> qa1.err
chunks=$(trcasm -d qa.trc | grep -c '^tlvraw 0011\|^tlvraw 1100\|^tlv 17 ')
if [ $nomaster -eq 0 ]; then tap_ok "# SKIP $sysconfdir/trcfmt exists"
elif [ "$chunks" -eq 3 ] && cmp q0.txt qa1.txt > x 2>&1; then tap_ok "a set of three TLV chunks (QNX, all) formats the same"
else echo "chunks $chunks" >> x; cat qa1.err >> x; tap_fail "a set of three TLV chunks (QNX, all) formats the same" x; fi

# 11: --extract-templates refuses a non-empty directory
mkdir full && : > full/keep
trcrpt --extract-templates=full all.trc 2> full.err; rc=$?
if [ $rc -eq 5 ] && grep -qx "trcrpt: full: directory not empty" full.err && [ "$(ls full)" = keep ]; then
    tap_ok "--extract-templates: a non-empty directory is refused (exit 5), left as it was"
else tap_fail "--extract-templates: a non-empty directory is refused (exit 5), left as it was" full.err; fi

# 12: -O embedded=off: the embedded set is ignored
env -u TRCFMT bin/trcrpt -O embedded=off t.trc > off.txt 2> off.err; rc=$?
trcrpt -O embedded=off t.trc > off2.txt 2> off2.err
if { [ $nomaster -eq 0 ] || [ $rc -eq 3 ]; } && grep -q ' unknown=[1-9]' off2.err; then
    tap_ok "-O embedded=off: the set is not used"
else cat off.err off2.err > x; tap_fail "-O embedded=off: the set is not used" x; fi

# 13: -r of a self-contained log without --embed-templates keeps its set
trcrpt -r -d 020-02F t.trc > keep.trc 2> /dev/null
if trcrpt --extract-templates=xk keep.trc && diff -r xt xk > x 2>&1; then tap_ok "-r of one input keeps its embedded set"
else tap_fail "-r of one input keeps its embedded set" x; fi

# 14: -v names the embedded layer
trcrpt -v t.trc > /dev/null 2> v.err
if grep -qx 'trcrpt: using the template set <embedded in t.trc> ([0-9]* templates)' v.err; then tap_ok "-v names the embedded set"
else tap_fail "-v names the embedded set" v.err; fi
[ "$tap_failed" -eq 0 ]
