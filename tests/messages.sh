#!/bin/sh
# tests/messages.sh -- messages that depend on a terminal (docs/messages.md): `trcrpt -`
# with a terminal as standard input says it is reading the terminal (instead of waiting
# silently); the same command with a pipe says nothing of the kind.  The terminal is a
# pseudo-terminal made by python3 (skipped without it).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
if ! command -v python3 >/dev/null 2>&1; then echo "1..0 # SKIP python3 not found"; exit 0; fi
tap_plan 2
printf '010 1.0 "X"\n' > "$TMPDIR_T/t.tmpl"
# 1: a terminal: the notice, then (after Ctrl-D) the empty-input message
python3 - "$TMPDIR_T/t.tmpl" > "$TMPDIR_T/tty.err" 2>&1 <<'PY'
import os, pty, subprocess, sys
m, s = pty.openpty()
p = subprocess.Popen(["trcrpt", "-t", sys.argv[1], "-"], stdin=s, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE)
os.close(s)
os.write(m, b"\x04")
out, err = p.communicate(timeout=30)
sys.stdout.write(err.decode())
print("exit %d" % p.returncode)
PY
cat > "$TMPDIR_T/tty.exp" <<'EOF2'
trcrpt: reading standard input, which is a terminal (pipe a trace in or name a file); Ctrl-D ends it
trcrpt: <stdin>: standard input is empty, no trace data
exit 4
EOF2
if cmp -s "$TMPDIR_T/tty.exp" "$TMPDIR_T/tty.err"; then tap_ok "trcrpt - on a terminal: notice on stderr"
else diff "$TMPDIR_T/tty.exp" "$TMPDIR_T/tty.err" > "$TMPDIR_T/tty.diff"; tap_fail "trcrpt - on a terminal: notice on stderr" "$TMPDIR_T/tty.diff"; fi
# 2: a pipe: no notice
printf '' | trcrpt -t "$TMPDIR_T/t.tmpl" - > /dev/null 2> "$TMPDIR_T/pipe.err"
if [ "$(cat "$TMPDIR_T/pipe.err")" = "trcrpt: <stdin>: standard input is empty, no trace data" ]
then tap_ok "trcrpt - on a pipe: no terminal notice"
else tap_fail "trcrpt - on a pipe: no terminal notice" "$TMPDIR_T/pipe.err"; fi
[ $tap_failed -eq 0 ]
