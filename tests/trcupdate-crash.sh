#!/bin/sh
# tests/trcupdate-crash.sh -- trcupdate's all-or-nothing file handling (docs/ref/report.md §9
# steps 2 and 6), TAP: a crash between writing a temporary and renaming it (test hook
# TRCUPDATE_CRASH_BEFORE_RENAME, trcupdate(1) ENVIRONMENT) leaves the old files intact and
# nothing a later run trips on; the lock serialises concurrent runs and times out after
# 10 s; a symbolic link is followed; SIGINT while waiting exits 130 with nothing changed.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

tap_plan 17
W="$TMPDIR_T/w"
mkdir -p "$W"
cd "$W" || exit 1

printf '# templates\n010 1.0 L=APPL "A" \\\n   X4\n011 1.0 L=APPL "B" X4\n' > my.fmt
printf '* /etc/trcfmt\n+ 010 1.1 L=APPL "A2" X2\n+ 012 1.0 L=APPL "C" X1\n' > u.trc
printf '# templates\n010 1.1 L=APPL "A2" X2\n011 1.0 L=APPL "B" X4\n012 1.0 L=APPL "C" X1\n' > want.fmt
printf '* /etc/trcfmt\n- 012\n+010 1.0 L=APPL "A" \\\n   X4\n' > want.undo
cp my.fmt orig.fmt

# 1-4: crash before the template file's rename (the undo file is already in place)
TRCUPDATE_CRASH_BEFORE_RENAME=1 trcupdate -t my.fmt u.trc > out 2>&1
st=$?
if [ $st -ne 0 ] && cmp -s my.fmt orig.fmt; then tap_ok "crash before rename: template file intact (status $st)"
else tap_fail "crash before rename: template file intact (status $st)" out; fi
if [ -f .my.fmt.trcupdate-tmp ]; then tap_ok "crash before rename: the temporary was written"
else tap_fail "crash before rename: the temporary was written"; fi
trcupdate -t my.fmt u.trc > out 2>&1
if [ $? -eq 0 ] && cmp -s my.fmt want.fmt && cmp -s u.undo.trc want.undo; then tap_ok "later run succeeds with the expected result"
else tap_fail "later run succeeds with the expected result" out; fi
left=$(ls -A | grep trcupdate-tmp)
if [ -z "$left" ]; then tap_ok "no temporary left after the later run"; else echo "$left" > out; tap_fail "no temporary left after the later run" out; fi

# 5-7: crash before the undo file's rename: template file and previous undo file intact
cp orig.fmt my.fmt
printf 'previous undo\n' > u.undo.trc
cp u.undo.trc prev.undo
TRCUPDATE_CRASH_BEFORE_RENAME=undo trcupdate -t my.fmt u.trc > out 2>&1
if [ $? -ne 0 ] && cmp -s my.fmt orig.fmt && cmp -s u.undo.trc prev.undo; then tap_ok "crash before the undo rename: both files intact"
else tap_fail "crash before the undo rename: both files intact" out; fi
trcupdate -t my.fmt u.trc > out 2>&1
if [ $? -eq 0 ] && cmp -s my.fmt want.fmt && cmp -s u.undo.trc want.undo; then tap_ok "later run after the undo crash succeeds"
else tap_fail "later run after the undo crash succeeds" out; fi
left=$(ls -A | grep trcupdate-tmp)
if [ -z "$left" ]; then tap_ok "no temporary left"; else echo "$left" > out; tap_fail "no temporary left" out; fi

# 8: the undo file restores the previous file byte-identically
trcupdate -o -t my.fmt u.undo.trc > out 2>&1
if [ $? -eq 0 ] && cmp -s my.fmt orig.fmt; then tap_ok "undo restores the file"
else tap_fail "undo restores the file" out; fi

# 9-10: concurrent runs are serialised by the lock (each replaces the file it locked;
# the others re-open the new file): every addition survives
cp orig.fmt my.fmt
pids=
for i in 1 2 3 4 5 6 7 8; do
    printf '* /etc/trcfmt\n+ 0A%s 1.0 L=APPL "P%s" X4\n' "$i" "$i" > "p$i.trc"
    trcupdate -t my.fmt "p$i.trc" > "p$i.out" 2>&1 &
    pids="$pids $!"
done
fails=0
for p in $pids; do wait "$p" || fails=$((fails + 1)); done
n=$(grep -c '^0A[1-8] 1.0' my.fmt)
if [ $fails -eq 0 ] && [ "$n" -eq 8 ]; then tap_ok "8 concurrent updates all applied"
else cat p*.out my.fmt > out 2>&1; tap_fail "8 concurrent updates all applied ($fails failed, $n present)" out; fi
if trcrpt -c -t my.fmt > out 2>&1 && head -n 4 my.fmt | cmp -s - orig.fmt; then tap_ok "result of concurrent updates is a valid file with the old text first"
else tap_fail "result of concurrent updates is a valid file with the old text first" out; fi

# 11-12: a symbolic link is followed; the link stays a link
mkdir -p real
cp orig.fmt real/t.fmt
ln -s real/t.fmt link.fmt
trcupdate -t link.fmt u.trc > out 2>&1
if [ $? -eq 0 ] && [ -L link.fmt ] && cmp -s real/t.fmt want.fmt; then tap_ok "update through a symbolic link"
else tap_fail "update through a symbolic link" out; fi
left=$(ls -A real | grep trcupdate-tmp)
if [ -z "$left" ]; then tap_ok "no temporary next to the link target"; else tap_fail "no temporary next to the link target"; fi

# 13-15: a lock held elsewhere: wait at most 10 s, then exit 5 with nothing changed
if command -v flock > /dev/null 2>&1; then
    cp orig.fmt my.fmt
    flock -o -x my.fmt sleep 12 > /dev/null 2>&1 &
    holder=$!
    wait_locked my.fmt
    start=$(date +%s)
    trcupdate -t my.fmt u.trc > out 2>&1
    st=$?
    end=$(date +%s)
    wait "$holder"
    if [ $st -eq 5 ]; then tap_ok "lock timeout: exit 5"; else tap_fail "lock timeout: exit 5 (got $st)" out; fi
    el=$((end - start))
    if [ $el -ge 9 ] && [ $el -le 13 ]; then tap_ok "lock timeout after about 10 s ($el s)"
    else tap_fail "lock timeout after about 10 s ($el s)"; fi
    if cmp -s my.fmt orig.fmt && grep -q 'cannot lock' out; then tap_ok "lock timeout: nothing changed"
    else tap_fail "lock timeout: nothing changed" out; fi
else
    tap_ok "# SKIP flock(1) not available"
    tap_ok "# SKIP flock(1) not available"
    tap_ok "# SKIP flock(1) not available"
fi
# 16-17: SIGINT while waiting for the lock: exit status 130, nothing changed.  The holder
# keeps the lock until the test creates `release`; python3 starts trcupdate with SIGINT
# at its default (a background job of sh would have it ignored, and python passes on an
# ignored or blocked SIGINT it inherited), waits until trcupdate has installed its
# handler (SigCgt in /proc, so a slow start on a loaded machine cannot race), then sends it.
if command -v flock > /dev/null 2>&1 && command -v python3 > /dev/null 2>&1; then
    cp orig.fmt my.fmt
    rm -f u.undo.trc release
    flock -o -x my.fmt sh -c 'while [ ! -e release ]; do sleep 0.1; done' > /dev/null 2>&1 &
    holder=$!
    wait_locked my.fmt
    st=$(python3 -c '
import signal, subprocess, sys, time
def dfl():
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT])
def caught(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for l in f:
                if l.startswith("SigCgt:"):
                    return int(l.split()[1], 16) & (1 << (signal.SIGINT - 1))
    except OSError:
        return True
    return False
p = subprocess.Popen(sys.argv[1:], preexec_fn=dfl)
end = time.time() + 60
while p.poll() is None and not caught(p.pid) and time.time() < end:
    time.sleep(0.02)
time.sleep(0.3)
p.send_signal(signal.SIGINT)
print(p.wait())' trcupdate -t my.fmt u.trc 2> out)
    touch release
    wait "$holder"
    if [ "$st" = 130 ]; then tap_ok "SIGINT: exit status 130"; else tap_fail "SIGINT: exit status 130 (got $st)" out; fi
    if cmp -s my.fmt orig.fmt && [ ! -e u.undo.trc ]; then tap_ok "SIGINT: nothing changed"
    else tap_fail "SIGINT: nothing changed"; fi
else
    tap_ok "# SKIP flock(1) or python3 not available"
    tap_ok "# SKIP flock(1) or python3 not available"
fi
[ $tap_failed -eq 0 ]
