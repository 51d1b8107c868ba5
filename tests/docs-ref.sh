#!/bin/sh
# tests/docs-ref.sh -- every section the sources cite exists in the project's reference.
# Comments, man pages and docs cite "docs/ref/NAME.md §N" or, in man pages, "docs/ref/NAME.md
# section N" (and the old form "NAME.md §N" with NAME in upper case, which maps to
# docs/ref/name.md; tests/cite-sweep.py rewrites it).
# Checks, on the source tree:
#  1. each cited § is a numbered heading ("## N." / "### N.M ...") of its docs/ref file;
#  2. the checker itself reports a missing section and a missing file (so 1 can fail);
#  3. no docs/ref file numbers two headings the same;
#  4. docs/README.md lists every docs/*.md and docs/ref/*.md file;
#  5. no file git tracks still cites the specification's own documents (cite-sweep --check;
#     skipped outside a git checkout or without python3).
. "$(dirname "$0")/lib.sh"
cd "$top_srcdir" || exit 1

# sections_of FILE: the section numbers of FILE's headings, one a line.
sections_of() {
    sed -n 's/^##* \([0-9][0-9.a-z]*\)[. ].*/\1/p' "$1" | sed 's/\.$//'
}

# citations DIR...: "docs/ref/name.md N" for every citation in the files below DIR.
citations() {
    grep -rhoIE --exclude-dir=.git --exclude-dir=autom4te.cache \
        '(docs/ref/(language|tracelog|report|runtime|foreign)|LANGUAGE|TRACELOG|REPORT|RUNTIME|FOREIGN)\.md (§|sections? )[0-9][0-9.a-z]*' \
        "$@" 2>/dev/null |
    sed -e 's/[.]*$//' -e 's/^docs\/ref\///' -e 's/ sections* / §/' |
    awk '{ n = $1; sub(/\.md$/, "", n); print "docs/ref/" tolower(n) ".md", substr($2, 3) }' |
    sort -u
}

# missing ROOT DIR...: the cited sections of DIR... that ROOT/docs/ref lacks.
missing() {
    root=$1; shift
    citations "$@" | while read -r file sec; do
        if [ ! -f "$root/$file" ]; then echo "$file: no such file (cited as §$sec)"
        elif ! sections_of "$root/$file" | grep -qxF "$sec"; then
            echo "$file: no section §$sec"
        fi
    done
}

# 1. the tree's citations
dirs=$(ls -d common grammar interp formats report runtime tools templates samples tests \
    bench man docs README.md configure.ac Makefile.am 2>/dev/null)
n=$(citations $dirs | wc -l)
missing . $dirs > "$TMPDIR_T/missing"
if [ "$n" -gt 0 ] && [ ! -s "$TMPDIR_T/missing" ]; then
    tap_ok "all $n cited sections exist in docs/ref"
else
    echo "($n citations found)" >> "$TMPDIR_T/missing"
    tap_fail "every cited section exists in docs/ref" "$TMPDIR_T/missing"
fi

# 2. the checker finds a missing section, in both forms, and a missing file (in a made-up
# tree; the numbers are printed with %s so that this file cites nothing itself)
mkdir -p "$TMPDIR_T/src" "$TMPDIR_T/root/docs/ref"
printf '/* see %s §77, %s §16, %s §9.\n   and %s §99 */\n' REPORT.md LANGUAGE.md \
    docs/ref/report.md docs/ref/language.md > "$TMPDIR_T/src/a.c"
printf '%s §8.\n%s section 5.9 of\n' RUNTIME.md docs/ref/foreign.md > "$TMPDIR_T/src/b.md"
printf '# x\n## 9. Nine\n### 9.1 Nine one\n' > "$TMPDIR_T/root/docs/ref/report.md"
printf '## 16. Sixteen\n' > "$TMPDIR_T/root/docs/ref/language.md"
missing "$TMPDIR_T/root" "$TMPDIR_T/src" > "$TMPDIR_T/found"
printf '%s\n' 'docs/ref/foreign.md: no such file (cited as §5.9)' \
    'docs/ref/language.md: no section §99' \
    'docs/ref/report.md: no section §77' \
    'docs/ref/runtime.md: no such file (cited as §8)' > "$TMPDIR_T/want"
if cmp -s "$TMPDIR_T/found" "$TMPDIR_T/want"; then tap_ok "the check reports missing sections and files"
else diff "$TMPDIR_T/want" "$TMPDIR_T/found" > "$TMPDIR_T/diff"
    tap_fail "the check reports missing sections and files" "$TMPDIR_T/diff"; fi

# 3. section numbers are unique within each docs/ref file
: > "$TMPDIR_T/dups"
for f in docs/ref/*.md; do
    sections_of "$f" | sort | uniq -d | sed "s|^|$f: §|;s|\$| twice|" >> "$TMPDIR_T/dups"
done
if [ -s "$TMPDIR_T/dups" ]; then tap_fail "docs/ref section numbers are unique" "$TMPDIR_T/dups"
else tap_ok "docs/ref section numbers are unique"; fi

# 4. the index lists every docs page
: > "$TMPDIR_T/unlisted"
for f in docs/*.md docs/ref/*.md; do
    [ "$f" = docs/README.md ] && continue
    grep -qF "(${f#docs/})" docs/README.md 2>/dev/null || echo "$f is not in docs/README.md" >> "$TMPDIR_T/unlisted"
done
if [ -s "$TMPDIR_T/unlisted" ]; then tap_fail "docs/README.md lists every page" "$TMPDIR_T/unlisted"
else tap_ok "docs/README.md lists every page"; fi

# 5. nothing cites the specification's documents (the reader of a clone does not have them)
if command -v python3 > /dev/null 2>&1 && git -C "$top_srcdir" rev-parse --git-dir > /dev/null 2>&1; then
    if python3 tests/cite-sweep.py --check . > "$TMPDIR_T/cites" 2>&1; then
        tap_ok "no comment, man page or doc cites the specification's documents"
    else tap_fail "no comment, man page or doc cites the specification's documents" "$TMPDIR_T/cites"; fi
else tap_ok "# SKIP not a git checkout or no python3"; fi

echo "1..$tap_n"
[ "$tap_failed" -eq 0 ]
