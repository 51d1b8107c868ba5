#!/bin/sh
# samples/perfetto.sh -- turn a trace into a file the Perfetto UI opens: runs
# `trcrpt --output=chrome` (Chrome Trace Event JSON, docs/report.md "Structured outputs"),
# or with --binary `trcrpt --output=perfetto` (Perfetto's own protobuf trace, about a
# quarter of the size), and says how to open the result in https://ui.perfetto.dev
# ("Open trace file").  Nothing is uploaded: the UI reads the file in the browser.
#
# usage: samples/perfetto.sh [--binary] [trcrpt options...] TRACE [OUT.json|OUT.pftrace]
#   trcrpt options: any, e.g. -t TEMPLATES, -d/-k lists, -s/-e windows, --where;
#   OUT: default TRACE's name with its extension replaced by .json (.pftrace with
#   --binary), in the current directory; an OUT ending in .pftrace means --binary.
#   trcrpt is $TRCRPT, else tools/trcrpt of the build tree this script is run from
#   (the current directory), else the one on PATH.
# `make perfetto` runs it on the bundled sample (samples/example.json).
# Exit status: trcrpt's (0 when the file was written), 2 for a usage error.
set -u
me=samples/perfetto.sh
usage() { sed -n 's/^# \{0,1\}//; 8,13p' "$0"; }
[ $# -eq 0 ] && { usage >&2; exit 2; }
[ "$1" = --help ] && { usage; exit 0; }
kind=chrome ext=json
if [ "$1" = --binary ]; then
    kind=perfetto ext=pftrace
    shift
    [ $# -eq 0 ] && { usage >&2; exit 2; }
fi

# the operands are the last one or two arguments: TRACE, or TRACE OUT.json|OUT.pftrace
eval "last=\${$#}"
out=
case $last in
*.pftrace) kind=perfetto ext=pftrace ;;
esac
case $last in
*.json|*.pftrace)
    [ $# -ge 2 ] || { echo "$me: no trace named (only $last)" >&2; exit 2; }
    out=$last
    n=$(($# - 1)); i=0
    for a in "$@"; do   # drop the last argument
        i=$((i + 1))
        [ $i -eq 1 ] && set --
        [ $i -le $n ] && set -- "$@" "$a"
    done
    ;;
esac
eval "trace=\${$#}"
if [ -z "$out" ]; then
    base=${trace%/}; base=${base##*/}; base=${base%.*}
    out=${base:-trace}.$ext
fi

trcrpt=${TRCRPT:-}
if [ -z "$trcrpt" ]; then
    if [ -x tools/trcrpt ]; then trcrpt=tools/trcrpt; else trcrpt=trcrpt; fi
fi

existed=0; [ -e "$out" ] && existed=1
"$trcrpt" --output=$kind -o "$out" "$@"
rc=$?
if [ $rc -ne 0 ] || [ ! -s "$out" ]; then
    # trcrpt creates -o before it opens the input: leave no empty file it made
    [ $existed -eq 0 ] && [ -f "$out" ] && [ ! -s "$out" ] && rm -f "$out"
    echo "$me: trcrpt failed (exit $rc); $out not written" >&2
    [ $rc -ne 0 ] || rc=5
    exit $rc
fi
echo "$me: wrote $out ($(wc -c < "$out" | tr -d ' ') bytes)."
echo "Open https://ui.perfetto.dev, click \"Open trace file\" and choose $out"
echo "(or drag the file onto the page): one track per thread, a hook is an instant or, with phase() in its template, a span."
