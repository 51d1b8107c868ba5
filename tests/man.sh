#!/bin/sh
# tests/man.sh -- the manual pages (TAP): each renders without any groff warning (or
# passes `mandoc -Tlint`), every long option `trcrpt --help` prints is documented in
# trcrpt.1, every trcupdate option in trcupdate.1, the exit-status section (docs/ref/report.md
# §8) is the same in every section-1 page, and libtrc.3 names every trc_* function and
# TRCHK*/TRCGEN* macro of runtime/trc.h and every option runtime/options.c accepts, with
# its default.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

M="$top_srcdir/man"
pages="trcrpt.1 trcupdate.1 trcasm.1 trcrecv.1 trcfmt.5 libtrc.3"
longopts=$(trcrpt --help 2>/dev/null | grep -o -- '--[a-z0-9][a-z0-9-]*' | sort -u)
n_pages=$(echo $pages | wc -w)
n_long=$(printf '%s\n' "$longopts" | grep -c . || true)
R="$top_srcdir/runtime"
funcs=$(sed -n 's/^[a-z].*[ *]\(trc_[a-z][a-z_]*\)(.*/\1/p' "$R/trc.h" | sort -u)
macros=$(sed -n 's/^#define \(TRC\(HK\|GEN\)[A-Z0-9]*\)(.*/\1/p' "$R/trc.h" | sort -u)
opts=$(sed -n 's/.*strcmp(kv, "\([a-z]*\)").*/\1/p' "$R/options.c" | sort -u)
n_funcs=$(echo $funcs | wc -w); n_macros=$(echo $macros | wc -w); n_opts=$(echo $opts | wc -w)
tap_plan $((n_pages + n_long + 1 + 4 + 3 + 1 + 3 + n_opts))

if command -v groff > /dev/null 2>&1; then lint=groff
elif command -v mandoc > /dev/null 2>&1; then lint=mandoc
else lint=; fi
for p in $pages; do
    if [ ! -f "$M/$p" ]; then tap_fail "$p exists"; continue; fi
    case $lint in
    groff) LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$M/$p" > "$TMPDIR_T/lint" 2>&1 ;;
    mandoc) mandoc -Tlint "$M/$p" > "$TMPDIR_T/lint" 2>&1 ;;
    *) tap_ok "# SKIP $p: neither groff nor mandoc installed"; continue ;;
    esac
    if [ ! -s "$TMPDIR_T/lint" ]; then tap_ok "$p renders without warnings ($lint)"
    else tap_fail "$p renders without warnings ($lint)" "$TMPDIR_T/lint"; fi
done

# every long option of trcrpt --help is in trcrpt.1 (written \-\-name in the source)
for o in $longopts; do
    name=${o#--}
    esc=$(printf '%s' "$name" | sed 's/-/\\\\-/g')
    if grep -q -- "\\\\-\\\\-$esc" "$M/trcrpt.1"; then tap_ok "trcrpt.1 documents --$name"
    else tap_fail "trcrpt.1 documents --$name"; fi
done
if [ "$n_long" -gt 0 ]; then tap_ok "trcrpt --help lists $n_long long options"
else tap_fail "trcrpt --help lists long options"; fi

# trcupdate's options (docs/ref/report.md §9)
for o in o t v x; do
    if grep -q -- "^\.B[IR]* \\\\-$o\\b" "$M/trcupdate.1"; then tap_ok "trcupdate.1 documents -$o"
    else tap_fail "trcupdate.1 documents -$o"; fi
done

# the exit-status section is the same table in every tool's page
sect() { sed -n '/^\.SH EXIT STATUS/,/^\.SH /p' "$1" | sed '$d' | sed -n '1,/^interrupted/p'; }
sect "$M/trcrpt.1" > "$TMPDIR_T/ref"
for p in trcupdate.1 trcasm.1 trcrecv.1; do
    sect "$M/$p" > "$TMPDIR_T/got"
    if [ -s "$TMPDIR_T/ref" ] && cmp -s "$TMPDIR_T/ref" "$TMPDIR_T/got"; then tap_ok "$p has the exit-status table of trcrpt.1"
    else diff "$TMPDIR_T/ref" "$TMPDIR_T/got" > "$TMPDIR_T/d" 2>&1; tap_fail "$p has the exit-status table of trcrpt.1" "$TMPDIR_T/d"; fi
done
# trcupdate --help prints the same statuses
codes=$(trcupdate --help 2>/dev/null | sed -n '/^Exit status/,$p' | awk '$1 ~ /^[0-9]+$/ { printf "%s ", $1 }')
if [ "$codes" = "0 1 2 3 4 5 6 130 " ]; then tap_ok "trcupdate --help lists exit statuses 0-6 and 130"
else echo "got: $codes" > "$TMPDIR_T/d"; tap_fail "trcupdate --help lists exit statuses 0-6 and 130" "$TMPDIR_T/d"; fi
# libtrc.3: the functions and macros of trc.h (a family TRCHKL0..TRCHKL5 may be written as
# its two ends), the options of options.c, each with its default
L="$M/libtrc.3"
: > "$TMPDIR_T/miss"
for f in $funcs; do grep -q "$f" "$L" || echo "$f" >> "$TMPDIR_T/miss"; done
if [ "$n_funcs" -ge 10 ] && [ ! -s "$TMPDIR_T/miss" ]; then tap_ok "libtrc.3 names the $n_funcs trc_* functions of trc.h"
else echo "($n_funcs functions found)" >> "$TMPDIR_T/miss"; tap_fail "libtrc.3 names every trc_* function of trc.h" "$TMPDIR_T/miss"; fi
: > "$TMPDIR_T/miss"
for m in $macros; do
    grep -q "$m\b" "$L" && continue
    fam=$(printf '%s' "$m" | sed -n 's/^\(.*L\)[0-5]\(T*\)$/\1 \2/p')
    if [ -n "$fam" ]; then
        set -- $fam
        grep -q "${1}0${2:-}(" "$L" && grep -q "${1}5${2:-}(" "$L" && continue
    fi
    echo "$m" >> "$TMPDIR_T/miss"
done
if [ "$n_macros" -ge 30 ] && [ ! -s "$TMPDIR_T/miss" ]; then tap_ok "libtrc.3 names the $n_macros TRCHK*/TRCGEN* macros of trc.h"
else echo "($n_macros macros found)" >> "$TMPDIR_T/miss"; tap_fail "libtrc.3 names every TRCHK*/TRCGEN* macro" "$TMPDIR_T/miss"; fi
if [ "$n_opts" -ge 14 ]; then tap_ok "options.c accepts $n_opts options"
else echo "got: $opts" > "$TMPDIR_T/d"; tap_fail "options.c accepts at least 14 options" "$TMPDIR_T/d"; fi
# each option is a tagged paragraph of OPTIONS (".BI key=" or ".BR key=") saying its default
for o in $opts; do
    sed -n '/^\.SH OPTIONS/,/^\.SH /p' "$L" |
        awk -v o="$o" '/^\.TP/ { if (p) exit; t = 1; next }
                       t { t = 0; if ($0 ~ "^\\.B[IR] " o "=") p = 1; next }
                       p' > "$TMPDIR_T/para"
    if grep -q "[Dd]efault" "$TMPDIR_T/para"; then tap_ok "libtrc.3 documents option $o and its default"
    else tap_fail "libtrc.3 documents option $o and its default"; fi
done
[ $tap_failed -eq 0 ]
