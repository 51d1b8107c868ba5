#!/bin/sh
# tests/trcshm-kill.sh -- docs/ref/runtime.md §8 through trcrpt: a traced process (2 writers, stop
# mode, shm=PATH) killed with SIGKILL mid-run.  Stop mode never drains, so the log file
# holds only its header and every committed record is in the shm file: `trcrpt -F trcshm
# PATH` recovers them (each writer's sequence numbers run from 0 without a hole; one
# writer may fill the buffer before the other starts),
# auto-detection reads PATH the same way, and `trcrpt -m FILE PATH` reports both.
# Chain mode too (writers paced to ~400k events/s so the text stays small): the drained
# file plus the shm file hold each writer's sequence without a hole that the 006 records
# do not count, only the one chunk whose drain the kill interrupted may appear twice, and
# the shm file may legitimately hold no event at all (the kill can land just after the
# drain freed the current chunk).  A control block whose loss counters read "negative"
# (left by a libtrc before the fix of docs/libtrc.md "trcshm loss counters") gives no
# 006 of 4294967295 events.
. "${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
T="$top_builddir/tests/unit/libtrc_test"
# started_then_kill PID FILE: wait (at most 30 s) until the traced process created its
# shm FILE (a loaded machine can take seconds to start it), let it run 1 s, kill it.
started_then_kill() {
    _i=0
    while [ ! -s "$2" ] && [ $_i -lt 300 ] && kill -0 "$1" 2> /dev/null; do sleep 0.1; _i=$((_i + 1)); done
    sleep 1
    kill -9 "$1" 2> /dev/null
    wait "$1" 2> /dev/null
}
F="$top_builddir/samples/libtrc/trc-all.fmt"
tap_plan 7
cd "$TMPDIR_T" || exit 1

"$T" stress k.trc 1000000000 "shm=k.shm,mode=stop,env=32,bufsize=1M,chunks=8" > stress.out 2>&1 &
started_then_kill $! k.shm

trcrpt -F trcshm -t "$F" k.shm > shm.out 2> shm.err
st=$?
awk '/TEST EVENT/ { w = $0; sub(/.*writer=/, "", w); sub(/ .*/, "", w)
                    q = $0; sub(/.*seq=/, "", q); sub(/ .*/, "", q); q += 0
                    if (!((w, q) in seen)) { seen[w, q] = 1; n[w]++ }
                    if (!(w in top) || q > top[w]) top[w] = q }
     END { holes = 0; for (w in top) holes += top[w] + 1 - n[w]
           printf "%d writers, %d + %d events, %d holes\n", length(top), n[0], n[1], holes
           exit !(length(top) >= 1 && n[0] + n[1] > 0 && holes == 0) }' shm.out > holes.txt
if [ $? -eq 0 ] && [ $st -eq 0 ] && ! grep -q 'Sanitizer\|runtime error' shm.err
then tap_ok "trcrpt -F trcshm recovers every committed record: $(cat holes.txt)"
else cat holes.txt >> shm.err; echo "exit $st" >> shm.err; tap_fail "trcrpt -F trcshm recovers every committed record" shm.err; fi

trcrpt -t "$F" k.shm > auto.out 2> auto.err
if cmp -s shm.out auto.out; then tap_ok "auto-detection reads the shm file as trcshm"
else tap_fail "auto-detection reads the shm file as trcshm" auto.err; fi

trcrpt -m -t "$F" k.trc k.shm > m.out 2> m.err
st=$?
if [ $st -eq 0 ] && ! grep -q 'Sanitizer\|runtime error' m.err; then tap_ok "trcrpt -m FILE SHM exits 0"
else echo "exit $st" >> m.err; tap_fail "trcrpt -m FILE SHM exits 0" m.err; fi

a=$(grep -c 'TEST EVENT' shm.out); b=$(grep -c 'TEST EVENT' m.out)
if [ "$a" = "$b" ] && [ "$a" -gt 0 ]; then tap_ok "file + shm report the same $a events (stop mode drains nothing)"
else echo "shm $a, both $b" > cnt.txt; tap_fail "file + shm report the same events" cnt.txt; fi

# ---- chain mode: file + shm
"$T" stress c.trc 1000000000 "shm=c.shm,mode=chain,env=32,bufsize=1M,chunks=8,flush=1000" 200 \
    > cstress.out 2>&1 &
started_then_kill $! c.shm
trcrpt -F trcshm -t "$F" c.shm > cshm.out 2> cshm.err
st=$?
if [ $st -eq 0 ] && grep -q 'summary: events=' cshm.err && ! grep -q 'Sanitizer\|runtime error' cshm.err
then tap_ok "chain mode: trcrpt -F trcshm reads the shm file ($(grep -c 'TEST EVENT' cshm.out) events undrained)"
else echo "exit $st" >> cshm.err; tap_fail "chain mode: trcrpt -F trcshm reads the shm file" cshm.err; fi

trcrpt -m -t "$F" c.trc c.shm 2> cm.err |
awk '
     /TEST EVENT/ { w = $0; sub(/.*writer=/, "", w); sub(/ .*/, "", w)
                    q = $0; sub(/.*seq=/, "", q); sub(/ .*/, "", q); q += 0
                    if ((w, q) in seen) dup++; else { seen[w, q] = 1; n[w]++ }
                    if (!(w in top) || q > top[w]) top[w] = q }
     END { holes = 0; for (w in top) holes += top[w] + 1 - n[w]
           printf "%d + %d events, %d holes, %d duplicates\n", n[0], n[1], holes, dup + 0
           exit !(n[0] + n[1] > 0 && dup <= 3276) }' > cm.txt
st=$?
lost=$(sed -n 's/.*summary:.* lost=\([0-9]*\).*/\1/p' cm.err)
holes=$(sed -n 's/.* \([0-9]*\) holes.*/\1/p' cm.txt)
if [ $st -eq 0 ] && [ -n "$lost" ] && [ -n "$holes" ] && [ "$holes" -le "$lost" ] &&
   [ "$lost" -lt 1000000000 ] && ! grep -q 'Sanitizer\|runtime error' cm.err
then tap_ok "chain mode: file + shm hold every event the 006 records do not count ($(cat cm.txt), lost $lost), at most one chunk twice"
else { cat cm.txt; echo "lost $lost"; } >> cm.err; tap_fail "chain mode: file + shm hold every event the 006 records do not count" cm.err; fi

# ---- loss counters that read "negative" (all ones) are not reported as 4294967295 losses
cp c.shm neg.shm
h=$(od -An -tu4 -j16 -N4 neg.shm | tr -d ' ')
printf '\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377' |
    dd of=neg.shm bs=1 seek=$((h + 32)) conv=notrunc 2>/dev/null
trcrpt -F trcshm -t "$F" neg.shm > neg.out 2> neg.err
lost=$(sed -n 's/.*summary:.* lost=\([0-9]*\).*/\1/p' neg.err)
if [ -n "$lost" ] && [ "$lost" -lt 4294967295 ] && ! grep -q '4294967295' neg.out
then tap_ok "control block with all-ones loss counters: no 006 of 4294967295 events (lost=$lost)"
else tap_fail "control block with all-ones loss counters: no 006 of 4294967295 events" neg.err; fi
