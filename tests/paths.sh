#!/bin/sh
# tests/paths.sh -- the installation paths follow the configuration (issue 15, item 1).
# The paths reach the code only through the generated common/paths.h (common/local.mk):
#  - the header holds the configured $(sysconfdir) and $(pkgdatadir) (passed by make check);
#  - trcrpt --help and trcupdate --help name the configured master file;
#  - every source that includes common/paths.h has its object in common/local.mk's
#    explicit dependency line (so a new prefix recompiles it even without .deps);
#  - no Makefile fragment passes a path as a -D flag any more (a new ./configure --prefix
#    would not recompile anything).
# The install itself (configure --prefix under the build tree, make install, the installed
# trcrpt -j) is `make installcheck`, run by .ci/run and make distcheck.
. "$(dirname "$0")/lib.sh"
tap_plan 5
: "${sysconfdir:?make check passes sysconfdir}" "${pkgdatadir:?make check passes pkgdatadir}"

h="$top_builddir/common/paths.h"
if grep -qxF "#define TRC_SYSCONFDIR \"$sysconfdir\"" "$h" &&
   grep -qxF "#define TRC_DATADIR \"$pkgdatadir\"" "$h"; then
    tap_ok "common/paths.h holds the configured sysconfdir and pkgdatadir"
else
    { echo "want $sysconfdir and $pkgdatadir in:"; cat "$h"; } > "$TMPDIR_T/h.out" 2>&1
    tap_fail "common/paths.h holds the configured sysconfdir and pkgdatadir" "$TMPDIR_T/h.out"
fi

trcrpt --help > "$TMPDIR_T/rpt.out" 2>&1
if grep -qF "else $sysconfdir/trcfmt and trcfmt.d/" "$TMPDIR_T/rpt.out"; then
    tap_ok "trcrpt --help names the configured master file"
else tap_fail "trcrpt --help names the configured master file" "$TMPDIR_T/rpt.out"; fi

trcupdate --help > "$TMPDIR_T/upd.out" 2>&1
if grep -qF "else $sysconfdir/trcfmt)" "$TMPDIR_T/upd.out"; then
    tap_ok "trcupdate --help names the configured master file"
else tap_fail "trcupdate --help names the configured master file" "$TMPDIR_T/upd.out"; fi

cd "$top_srcdir" || exit 1
deps=$(sed -n 's/^\(.*\): common\/paths\.h$/\1/p' common/local.mk)
: > "$TMPDIR_T/deps.bad"
for f in $(grep -rl --include='*.c' --include='*.h' '^#include "common/paths\.h"' common grammar interp formats report runtime tools); do
    base=${f%.c}
    case " $deps " in
        *" $base.lo "*|*" $base.\$(OBJEXT) "*) ;;
        *) echo "$f includes common/paths.h; its object is not in common/local.mk's list: $deps" >> "$TMPDIR_T/deps.bad" ;;
    esac
done
[ -n "$deps" ] || echo "no 'OBJECTS: common/paths.h' line in common/local.mk" >> "$TMPDIR_T/deps.bad"
if [ -s "$TMPDIR_T/deps.bad" ]; then tap_fail "every object using common/paths.h depends on it" "$TMPDIR_T/deps.bad"
else tap_ok "every object using common/paths.h depends on it"; fi

grep -n -e '-DTRC_[A-Z]*DIR' Makefile.am ./*/local.mk > "$TMPDIR_T/dflags.out" 2>&1
if [ -s "$TMPDIR_T/dflags.out" ]; then tap_fail "no path is passed as a -D flag" "$TMPDIR_T/dflags.out"
else tap_ok "no path is passed as a -D flag"; fi
[ "$tap_failed" -eq 0 ]
