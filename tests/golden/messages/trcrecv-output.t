# trcrecv checks its output path at start, before waiting for a session (which would be
# lost): exit 5 at once (timeout guards against waiting)
=== cmd
timeout 10 trcrecv -1 -o missing/dir/x.trc; echo status=$?
timeout 10 trcrecv -o missing; echo status=$?
: > plain
timeout 10 trcrecv -1 -o plain/x.trc; echo status=$?
=== stdout
status=5
status=5
status=5
=== stderr
trcrecv: missing/dir/x.trc: cannot create files in missing/dir: No such file or directory
trcrecv: missing: No such file or directory
trcrecv: plain/x.trc: cannot create files in plain: Not a directory
