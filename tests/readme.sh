#!/bin/sh
# tests/readme.sh -- README.md says what a clone holds (issue 15, item 2):
#  1. every relative path it names (a word with a '/' in backquotes or in a code block)
#     exists in the source tree, or is a file `make` builds in the build tree; a bare
#     NAME.md exists at the top or in docs/;
#  2. no configure placeholder (@sysconfdir@ ...) is left in it;
#  3. its build-directory commands (tools/..., samples/..., TRCFMT=..., TRC_OPTIONS=...) run
#     as written, in order (exit 0), in an in-tree build (skipped in a VPATH build such as
#     make distcheck's, where samples/ is split);
#  4. it says that the unknown hook of the bundled sample is on purpose, and the sample
#     really has exactly one unknown hook.
. "$(dirname "$0")/lib.sh"
tap_plan 4
readme="$top_srcdir/README.md"

# words of README.md in backquotes and in ```sh blocks, one per line
words() {
    awk '/^```/ { code = !code; next }
         code { sub(/  +#.*/, ""); n = split($0, w, /[ \t]+/); for (i = 1; i <= n; i++) print w[i]; next }
         { s = $0; while (match(s, /`[^`]+`/)) { t = substr(s, RSTART + 1, RLENGTH - 2);
             n = split(t, w, /[ \t]+/); for (i = 1; i <= n; i++) print w[i]; s = substr(s, RSTART + RLENGTH) } }' "$readme"
}
: > "$TMPDIR_T/paths.bad"
words | tr ':=' '\n\n' | sed "s/^[(\"'[]*//; s/[]),;\"']*\$//" | sed -n 's|^\./||; /\//p' | sort -u | while read -r w; do
    case $w in
        /*|'$'*|*'$('*|PREFIX/*|*\\*|-*|*'<'*|*'>'*|http*|*'*'*) continue ;;   # absolute, variables, placeholders, options, globs
    esac
    [ -e "$top_srcdir/$w" ] || [ -e "$top_builddir/$w" ] || echo "$w" >> "$TMPDIR_T/paths.bad"
done
# a document named without a directory: at the top or in docs/ (the Layout paragraph)
words | sed -n 's/[(),.;]*$//; /^[A-Za-z0-9_-]*\.md$/p' | sort -u | while read -r w; do
    [ -e "$top_srcdir/$w" ] || [ -e "$top_srcdir/docs/$w" ] || echo "$w" >> "$TMPDIR_T/paths.bad"
done
if [ -s "$TMPDIR_T/paths.bad" ]; then tap_fail "every path README.md names exists (source tree or built)" "$TMPDIR_T/paths.bad"
else tap_ok "every path README.md names exists (source tree or built)"; fi

if grep -n '@[a-z_]*@' "$readme" > "$TMPDIR_T/ph.out"; then tap_fail "no configure placeholder in README.md" "$TMPDIR_T/ph.out"
else tap_ok "no configure placeholder in README.md"; fi

if [ "$(cd "$top_srcdir" && pwd -P)" != "$(cd "$top_builddir" && pwd -P)" ]; then
    echo "ok 3 # SKIP README commands run from an in-tree build directory"; tap_n=3
else
    # the build directory's tools/, samples/ and templates/ seen from a scratch directory, so
    # the files the commands write (t.trc, example.json) land there
    : > "$TMPDIR_T/cmd.bad"
    mkdir "$TMPDIR_T/bd"
    for d in tools samples templates bench; do ln -s "$top_builddir/$d" "$TMPDIR_T/bd/$d"; done
    awk '/^```/ { code = !code; next }
         code && /^(tools\/|samples\/|\.\/samples\/|bench\/gen_|TRCFMT=|TRC_OPTIONS=)/ { sub(/  +#.*/, ""); print }' "$readme" > "$TMPDIR_T/cmds"
    n=0
    while read -r c; do
        n=$((n + 1))
        (cd "$TMPDIR_T/bd" && unset TRCFMT TRCFMT_DATADIR && eval "$c") > /dev/null 2> "$TMPDIR_T/err" < /dev/null ||
            { echo "exit $?: $c"; cat "$TMPDIR_T/err"; } >> "$TMPDIR_T/cmd.bad"
    done < "$TMPDIR_T/cmds"
    [ "$n" -ge 10 ] || echo "only $n command lines found" >> "$TMPDIR_T/cmd.bad"
    if [ -s "$TMPDIR_T/cmd.bad" ]; then tap_fail "README's build-directory commands run as written" "$TMPDIR_T/cmd.bad"
    else tap_ok "README's build-directory commands run as written ($n)"; fi
fi

trcrpt -t "$top_srcdir/samples/webd" "$top_builddir/samples/example.trc" > /dev/null 2> "$TMPDIR_T/sum"
if grep -q 'one hook with no template on purpose' "$readme" &&
   grep -q ' unknown=1 ' "$TMPDIR_T/sum" && grep -q '^trcrpt: unknown hooks: 0BB(1)$' "$TMPDIR_T/sum"; then
    tap_ok "README says the sample's one unknown hook is on purpose"
else tap_fail "README says the sample's one unknown hook is on purpose" "$TMPDIR_T/sum"; fi
[ "$tap_failed" -eq 0 ]
