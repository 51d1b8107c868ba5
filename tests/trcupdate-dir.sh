#!/bin/sh
# tests/trcupdate-dir.sh -- trcupdate on a directory template source (docs/trcupdate.md
# "Directory sources"), TAP: a crash before the renames leaves every file intact and a
# later run succeeds; the lock (a flock on DIR itself) times out after 10 s with nothing
# changed; a read-only file refuses the update (exit 5) with every file untouched; an
# unreadable subdirectory is named (exit 3); the undo of a delete gives back a byte-identical
# tree (docs/trcupdate.md "Undo of a delete": the stanza's own file, line and indentation,
# a removed file's other lines), an undo file without `#@restore` lines still applies and an
# unsafe `file=` name is not followed.  The permission cases need a non-root user:
# as root they run as nobody through setpriv(1), else they are skipped.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

tap_plan 14
W="$TMPDIR_T/w"
mkdir -p "$W"
cd "$W" || exit 1

mkdir -p d/sub
printf '# a\n010 1.0 L=APPL "A" X4\n' > d/a.tmpl
printf '011 1.0 L=APPL "B" X4\n' > d/sub/b.tmpl
printf '012 1.0 L=APPL "C" X4\n' > d/c.tmpl
printf '* /etc/trcfmt\n+ 010 1.1 L=APPL "A2" X4\n+ 011 1.1 L=APPL "B2" X4\n- 012\n+ 0FE 1.0 "N" D2\n' > u.trc
cp -R d orig

# 1-3: crash after staging and writing the undo file, before the first rename
TRCUPDATE_CRASH_BEFORE_RENAME=1 trcupdate -t d u.trc > out 2>&1
st=$?
if [ $st -ne 0 ] && diff -r -x '*trcupdate-tmp' d orig > out 2>&1; then tap_ok "crash before the renames: every file intact (status $st)"
else tap_fail "crash before the renames: every file intact (status $st)" out; fi
trcupdate -t d u.trc > out 2>&1
if [ $? -eq 0 ] && grep -q A2 d/a.tmpl && grep -q B2 d/sub/b.tmpl && [ ! -e d/c.tmpl ] && [ -f d/0FE.tmpl ]
then tap_ok "a later run applies the update"; else tap_fail "a later run applies the update" out; fi
left=$(find d -name '*trcupdate-tmp')
if [ -z "$left" ]; then tap_ok "no temporary left"; else echo "$left" > out; tap_fail "no temporary left" out; fi
trcupdate -o -t d u.undo.trc > out 2>&1

# 4-5: the directory's lock is held elsewhere
if command -v flock > /dev/null 2>&1; then
    rm -rf d && cp -R orig d
    flock -x d sleep 12 > /dev/null 2>&1 &
    holder=$!
    wait_locked d
    trcupdate -t d u.trc > out 2>&1
    st=$?
    kill "$holder" 2> /dev/null
    wait "$holder"
    if [ $st -eq 5 ] && grep -q 'd: cannot lock' out; then tap_ok "lock held: exit 5"; else tap_fail "lock held: exit 5 (got $st)" out; fi
    if diff -r d orig > out 2>&1; then tap_ok "lock held: nothing changed"; else tap_fail "lock held: nothing changed" out; fi
else
    tap_ok "# SKIP flock(1) not available"
    tap_ok "# SKIP flock(1) not available"
fi

# 6-9: permissions (as a user that permissions apply to)
as_user=
if [ "$(id -u)" -ne 0 ]; then as_user=" "
elif command -v setpriv > /dev/null 2>&1 && setpriv --reuid=65534 --regid=65534 --clear-groups true 2> /dev/null; then
    as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
    chmod 755 "$TMPDIR_T" "$W"
fi
if [ -n "$as_user" ]; then
    rm -rf d && cp -R orig d
    [ "$(id -u)" -eq 0 ] && chown -R 65534:65534 d "$W"
    chmod a-w d/sub/b.tmpl
    cp -R d ro.orig
    $as_user trcupdate -t d u.trc > out 2>&1
    st=$?
    if [ $st -eq 5 ] && grep -q 'd/sub/b.tmpl: Permission denied' out; then tap_ok "read-only file: exit 5, named"
    else tap_fail "read-only file: exit 5, named (got $st)" out; fi
    if diff -r d ro.orig > out 2>&1 && [ -z "$(find d -name '*trcupdate-tmp')" ]; then tap_ok "read-only file: every file untouched, no temporary"
    else tap_fail "read-only file: every file untouched, no temporary" out; fi
    chmod u+w d/sub/b.tmpl
    chmod 000 d/sub
    $as_user trcupdate -t d u.trc > out 2>&1
    st=$?
    if [ $st -eq 3 ] && grep -q 'd/sub: Permission denied' out; then tap_ok "unreadable subdirectory: trcupdate exit 3, named"
    else tap_fail "unreadable subdirectory: trcupdate exit 3, named (got $st)" out; fi
    $as_user trcrpt -c -t d > out 2>&1
    st=$?
    if [ $st -eq 3 ] && grep -q 'd/sub: Permission denied' out; then tap_ok "unreadable subdirectory: trcrpt -c exit 3, named"
    else tap_fail "unreadable subdirectory: trcrpt -c exit 3, named (got $st)" out; fi
    chmod 755 d/sub
else
    for i in 1 2 3 4; do tap_ok "# SKIP running as root without setpriv(1)"; done
fi

# 10-14: delete, then undo with -o: the same tree (issue 33 item 8)
cd "$W" || exit 1
# undo_case NAME UPDATE: apply UPDATE (text) to the tree in d, undo it, compare with the tree before
undo_case() {
    rm -rf orig.u && cp -R d orig.u
    printf '%s' "$2" > x.trc
    if trcupdate -t d x.trc > out 2>&1 && trcupdate -o -t d x.undo.trc >> out 2>&1 &&
       diff -r d orig.u >> out 2>&1
    then tap_ok "$1"; else cat x.undo.trc >> out; tap_fail "$1" out; fi
}
rm -rf d && mkdir d
printf '# batch jobs\n023 1.0 L=APPL "BATCH" X4\n# after the stanza\n' > d/023-batch.tmpl
undo_case "undo of a delete restores 023-batch.tmpl, its comments included" '* /etc/trcfmt
- 023
'
rm -rf d && mkdir -p d/sub
printf '# three\n030 1.0 L=APPL "A" X4\n# before 031\n  031 1.0 L=APPL "B" \\\n# inside\n   X4\n032 1.0 L=APPL "C" X4\n' > d/sub/three.tmpl
undo_case "undo of a delete puts the stanza back where it was in a file of several stanzas" '* /etc/trcfmt
- 031
'
rm -rf d && mkdir d
printf '# a\n010 1.0 L=APPL "A" X4\n' > d/a.tmpl
printf '# b\n011 1.0 L=APPL "B" X4\n012 1.0 L=APPL "C" X4\n# end' > d/b-noeol.tmpl
undo_case "undo of an update that deletes, adds and replaces in one go" '* /etc/trcfmt
- 011
+ 0FE 1.0 "NEW" D2
- 012
+ 010 1.1 L=APPL "A2" X4
- 010
+ 011 1.1 L=APPL "B2" X4
'
# an undo file written before #@restore lines: the stanza comes back as DIR/ID.tmpl
rm -rf d && mkdir d
printf '# c\n023 1.0 L=APPL "BATCH" X4\n' > d/023-batch.tmpl
printf '* /etc/trcfmt\n- 023\n' > x.trc
trcupdate -t d x.trc > out 2>&1
printf '* /etc/trcfmt\n+023 1.0 L=APPL "BATCH" X4\n' > old.undo.trc
if trcupdate -o -t d old.undo.trc >> out 2>&1 && [ "$(ls d)" = "023.tmpl" ] &&
   [ "$(cat d/023.tmpl)" = '023 1.0 L=APPL "BATCH" X4' ]
then tap_ok "an undo file without #@restore lines still applies (DIR/ID.tmpl)"
else tap_fail "an undo file without #@restore lines still applies (DIR/ID.tmpl)" out; fi
# a file= name leading out of DIR is not followed
rm -rf d && mkdir d
printf '* /etc/trcfmt\n#@restore line=1 file=../outside.tmpl\n+023 1.0 L=APPL "BATCH" X4\n' > bad.undo.trc
if trcupdate -o -t d bad.undo.trc > out 2>&1 && [ "$(ls d)" = "023.tmpl" ] && [ ! -e outside.tmpl ]
then tap_ok "a #@restore file= name out of DIR is not followed"
else tap_fail "a #@restore file= name out of DIR is not followed" out; fi
[ $tap_failed -eq 0 ]
