#!/bin/sh
# tests/perfetto.sh -- samples/perfetto.sh (TAP): it writes what `trcrpt --output=chrome`
# writes, a JSON document with traceEvents, under TRACE's name by default (with --binary or
# an OUT.pftrace, what `trcrpt --output=perfetto` writes, as TRACE.pftrace); it says how to
# open it in ui.perfetto.dev; a failing trcrpt leaves no file and passes its status on;
# no operand is a usage error; `make perfetto` writes samples/example.json.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
S="$top_srcdir/samples/perfetto.sh"
tap_plan 9
cd "$TMPDIR_T" || exit 1
cp "$top_builddir/samples/example.trc" ex.trc
trcrpt --output=chrome -t "$top_srcdir/samples/webd" ex.trc > want.json 2> /dev/null

TRCRPT=$top_builddir/tools/trcrpt sh "$S" -t "$top_srcdir/samples/webd" ex.trc > msg 2> err
rc=$?
if [ $rc -eq 0 ] && [ -s want.json ] && cmp -s want.json ex.json; then
    tap_ok "writes trcrpt --output=chrome's document to TRACE.json"
else echo "rc=$rc" >> err; tap_fail "writes trcrpt --output=chrome's document to TRACE.json" err; fi
if command -v python3 > /dev/null 2>&1; then
    n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len([e for e in d["traceEvents"] if e["ph"] != "M"]))' ex.json 2>&1)
    # every printed record is an event: the summary's printed count
    p=$(sed -n 's/.* printed=\([0-9]*\) .*/\1/p' err)
    if [ -n "$p" ] && [ "$n" = "$p" ]; then tap_ok "valid JSON, $n events (the records printed)"
    else echo "events: $n, printed: $p" > d; tap_fail "valid JSON with one event per printed record" d; fi
else tap_ok "# SKIP no python3"; fi
if grep -q "wrote ex.json" msg && grep -q 'ui.perfetto.dev, click "Open trace file" and choose ex.json' msg
then tap_ok "says where the file is and how to open it in Perfetto"
else tap_fail "says where the file is and how to open it in Perfetto" msg; fi

trcrpt --output=perfetto -t "$top_srcdir/samples/webd" ex.trc > want.pftrace 2> /dev/null
TRCRPT=$top_builddir/tools/trcrpt sh "$S" --binary -t "$top_srcdir/samples/webd" ex.trc > msgb 2> errb
if [ -s want.pftrace ] && cmp -s want.pftrace ex.pftrace && grep -q "choose ex.pftrace" msgb
then tap_ok "--binary: trcrpt --output=perfetto's trace in TRACE.pftrace"
else cat msgb >> errb; tap_fail "--binary: trcrpt --output=perfetto's trace in TRACE.pftrace" errb; fi
TRCRPT=$top_builddir/tools/trcrpt sh "$S" -t "$top_srcdir/samples/webd" ex.trc o.pftrace > /dev/null 2> errc
if cmp -s want.pftrace o.pftrace; then tap_ok "OUT.pftrace: the binary form"
else tap_fail "OUT.pftrace: the binary form" errc; fi

TRCRPT=$top_builddir/tools/trcrpt sh "$S" -t "$top_srcdir/samples/webd" ex.trc out/x.json > /dev/null 2> err2
rc=$?
if [ $rc -ne 0 ] && [ ! -e out/x.json ]; then tap_ok "an unwritable OUT.json fails (exit $rc)"
else tap_fail "an unwritable OUT.json fails" err2; fi
TRCRPT=$top_builddir/tools/trcrpt sh "$S" -t "$top_srcdir/samples/webd" no-such.trc > /dev/null 2> err3
rc=$?
if [ $rc -eq 4 ] && [ ! -e no-such.json ] && grep -q "no-such.json not written" err3
then tap_ok "a missing trace: trcrpt's exit 4, no empty no-such.json left"
else echo "rc=$rc" >> err3; ls >> err3; tap_fail "a missing trace: trcrpt's exit 4, no empty file left" err3; fi
sh "$S" > out4 2> err4
rc=$?
if [ $rc -eq 2 ] && [ ! -s out4 ] && grep -q "^usage: samples/perfetto.sh" err4; then tap_ok "no operand: usage on stderr, exit 2"
else echo "rc=$rc" >> err4; tap_fail "no operand: usage on stderr, exit 2" err4; fi

rm -f "$top_builddir/samples/example.json"
if (cd "$top_builddir" && env -u MAKEFLAGS -u MFLAGS ${MAKE:-make} perfetto) > mk 2>&1 && cmp -s want.json "$top_builddir/samples/example.json"
then tap_ok "make perfetto writes samples/example.json"
else tap_fail "make perfetto writes samples/example.json" mk; fi
[ $tap_failed -eq 0 ]
