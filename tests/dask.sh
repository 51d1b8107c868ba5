#!/bin/sh
# tests/dask.sh -- the Dask adapter (contrib/dask/trcfmt_dask.py, docs/fleet.md) on a
# LocalCluster of 2 worker processes: report() and stats() equal one trcrpt run.  Run by
# Debian's /usr/bin/python3 with python3-dask and python3-distributed; skipped, saying so,
# where they are not installed (./bootstrap --test and .ci/run install them).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
py=${TRC_DASK_PYTHON:-/usr/bin/python3}
if ! "$py" -c 'import dask, distributed' 2> /dev/null; then
    echo "1..0 # SKIP $py cannot import dask and distributed (apt-get install python3-dask python3-distributed)"
    exit 0
fi
cd "$TMPDIR_T" || exit 1
PYTHONPATH="$top_srcdir/contrib/dask${PYTHONPATH:+:$PYTHONPATH}" exec "$py" "$top_srcdir/tests/dask_test.py" "$top_srcdir" "$top_builddir"
