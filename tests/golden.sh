#!/bin/sh
# tests/golden.sh -- runs every golden case tests/golden/**/*.t and prints TAP.
#
# A case file has sections, each introduced by a line starting with "=== ":
#   === cmd              shell commands run in a fresh directory (tools are on PATH)
#   === file NAME [noeol] a file created before cmd runs (noeol: no final newline); NAME may
#                         hold directories (d/sub/f.tmpl), which are created
#   === stdout           exact expected standard output   (absent: must be empty)
#   === stderr           exact expected standard error    (absent: must be empty)
#   === status           expected exit status of cmd      (absent: 0)
#   === lineform         records that trcrpt laid out with a fused template's line form
#                        (docs/interpreter.md), over all its runs in cmd: checked by a
#                        second run with TRCFMT_FAST_DEBUG=2 (not under tests/fuse.sh)
#   === compiled         records that a compiled form formatted, any output (the line
#                        form's and the VM's runs of it), checked the same way
# Lines before the first section are comments.  Content is verbatim (leading blanks,
# tabs and trailing blanks count).  cmd reads /dev/null as standard input (never a
# terminal, so messages that depend on it are the same everywhere).
# Usage: golden.sh [CASE-FILE-OR-DIR ...]
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

if [ $# -eq 0 ]; then set -- "$top_srcdir/tests/golden"; fi
cases=$(for a in "$@"; do if [ -d "$a" ]; then find "$a" -name '*.t'; else echo "$a"; fi; done | LC_ALL=C sort)
count=$(printf '%s\n' "$cases" | grep -c . || true)
tap_plan "$count"

for c in $cases; do
    name=${c#"$top_srcdir/tests/golden/"}
    d="$TMPDIR_T/case"
    rm -rf "$d"; mkdir -p "$d/.exp"
    # split the case into files
    awk -v dir="$d" '
        function flush() {
            if (out != "") {
                if (n > 0) { for (i = 1; i < n; i++) printf "%s\n", lines[i] > out;
                             if (noeol) printf "%s", lines[n] > out; else printf "%s\n", lines[n] > out }
                else printf "" > out
                close(out)
            }
            n = 0; out = ""; noeol = 0
        }
        /^=== / {
            flush()
            split(substr($0, 5), f, " ")
            if (f[1] == "cmd") out = dir "/.exp/cmd"
            else if (f[1] == "stdout") out = dir "/.exp/stdout"
            else if (f[1] == "stderr") out = dir "/.exp/stderr"
            else if (f[1] == "status") out = dir "/.exp/status"
            else if (f[1] == "lineform") out = dir "/.exp/lineform"
            else if (f[1] == "compiled") out = dir "/.exp/compiled"
            else if (f[1] == "file") {
                out = dir "/" f[2]; noeol = (f[3] == "noeol")
                if (f[2] ~ /\//) { p = out; sub(/\/[^\/]*$/, "", p); system("mkdir -p \"" p "\"") }
            }
            else { print "bad section: " $0 > "/dev/stderr"; exit 1 }
            next
        }
        out != "" { lines[++n] = $0 }
        END { flush() }' "$c" || { tap_fail "$name (malformed case)"; continue; }
    [ -f "$d/.exp/stdout" ] || : > "$d/.exp/stdout"
    [ -f "$d/.exp/stderr" ] || : > "$d/.exp/stderr"
    want_status=0
    [ -f "$d/.exp/status" ] && want_status=$(tr -d ' \n' < "$d/.exp/status")
    (cd "$d" && sh ./.exp/cmd < /dev/null > .exp/got.stdout 2> .exp/got.stderr; echo $? > .exp/got.status)
    got_status=$(cat "$d/.exp/got.status")
    rep="$d/.exp/report"; : > "$rep"
    ok=1
    if ! cmp -s "$d/.exp/stdout" "$d/.exp/got.stdout"; then
        ok=0; echo "stdout differs (- expected, + got):" >> "$rep"
        diff -u "$d/.exp/stdout" "$d/.exp/got.stdout" | tail -n +3 >> "$rep"
    fi
    if ! cmp -s "$d/.exp/stderr" "$d/.exp/got.stderr"; then
        ok=0; echo "stderr differs (- expected, + got):" >> "$rep"
        diff -u "$d/.exp/stderr" "$d/.exp/got.stderr" | tail -n +3 >> "$rep"
    fi
    if [ "$want_status" != "$got_status" ]; then
        ok=0; echo "exit status $got_status, expected $want_status" >> "$rep"
    fi
    # the records counted by TRCFMT_FAST_DEBUG=2's line "trcrpt: WHAT: N records" over all
    # the runs of cmd (a second run; not under tests/fuse.sh's --no-fuse wrapper)
    for sec in lineform:'line form' compiled:'compiled form'; do
        f=${sec%%:*}; what=${sec#*:}
        [ -f "$d/.exp/$f" ] && [ -z "${TRC_TEST_SHIM:-}" ] || continue
        want=$(tr -d ' \n' < "$d/.exp/$f")
        got=$(cd "$d" && TRCFMT_FAST_DEBUG=2 sh ./.exp/cmd < /dev/null 2>&1 >/dev/null |
              sed -n "s/^trcrpt: $what: \([0-9]*\) records\$/\1/p" | awk '{ s += $1 } END { print s + 0 }')
        if [ "$want" != "$got" ]; then
            ok=0; echo "the $what formatted $got records, expected $want" >> "$rep"
        fi
    done
    if [ $ok = 1 ]; then tap_ok "$name"; else tap_fail "$name" "$rep"; fi
done
