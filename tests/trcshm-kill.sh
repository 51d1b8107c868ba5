#!/bin/sh
# tests/trcshm-kill.sh -- RUNTIME.md §8 through trcrpt: a traced process (2 writers, stop
# mode, shm=PATH) killed with SIGKILL mid-run.  Stop mode never drains, so the log file
# holds only its header and every committed record is in the shm file: `trcrpt -F trcshm
# PATH` recovers them (each writer's sequence numbers run from 0 without a hole; one
# writer may fill the buffer before the other starts),
# auto-detection reads PATH the same way, and `trcrpt -m FILE PATH` reports both.
. "${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
T="$top_builddir/tests/unit/libtrc_test"
F="$top_builddir/samples/libtrc/trc-all.fmt"
tap_plan 4
cd "$TMPDIR_T" || exit 1

"$T" stress k.trc 1000000000 "shm=k.shm,mode=stop,env=32,bufsize=1M,chunks=8" > stress.out 2>&1 &
pid=$!
sleep 1
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null

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
