#!/bin/sh
# tests/trcupdate-dir.sh -- trcupdate on a directory template source (docs/trcupdate.md
# "Directory sources"), TAP: a crash before the renames leaves every file intact and a
# later run succeeds; the lock (a flock on DIR itself) times out after 10 s with nothing
# changed; a read-only file refuses the update (exit 5) with every file untouched; an
# unreadable subdirectory is named (exit 3).  The permission cases need a non-root user:
# as root they run as nobody through setpriv(1), else they are skipped.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

tap_plan 9
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
[ $tap_failed -eq 0 ]
