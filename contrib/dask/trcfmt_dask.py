"""trcfmt_dask -- format and summarise traces on a Dask cluster with trcrpt.

The adapter splits each trclog into byte ranges (``trcrpt --range``), runs one
``trcrpt`` per range on the workers of a ``dask.distributed`` cluster, and combines
what they wrote:

* :func:`report` writes one Hive-partitioned JSON Lines output
  (``trcrpt --output=json --partition=... --output-dir=...``, a part number per range);
* :func:`stats` runs ``trcrpt --stats --output=json`` per range and merges the results
  with ``trcrpt --stats-merge``.

Given no client, a ``LocalCluster`` is started (and closed) for the call; given a
``Client`` of a cluster, the same code runs there, provided every worker can run
``trcrpt`` (the ``trcrpt`` argument, ``$TRCRPT`` or ``trcrpt`` on ``PATH``) and read the
traces, templates and output directory at the same paths (a shared file system).
The design and its decisions: docs/fleet.md.
"""

import contextlib
import glob
import json
import os
import shutil
import subprocess
import tempfile

__all__ = ["report", "stats", "ranges"]

DEFAULT_SPLIT = 256 << 20


def _trcrpt(trcrpt):
    """The trcrpt program to run: the argument, $TRCRPT, or trcrpt on PATH."""
    prog = trcrpt or os.environ.get("TRCRPT") or shutil.which("trcrpt")
    if not prog:
        raise FileNotFoundError("trcrpt not found: pass trcrpt=PATH or set $TRCRPT")
    return os.path.abspath(prog) if os.sep in prog else prog


def _template_args(templates):
    """-t arguments for a template file or directory, or a list of them (layered, the
    later ones over the earlier, as repeated -t)."""
    if templates is None:
        return []
    if isinstance(templates, (str, os.PathLike)):
        templates = [templates]
    args = []
    for t in templates:
        args += ["-t", os.fspath(t)]
    return args


def ranges(paths, split_bytes=DEFAULT_SPLIT):
    """The ranges of the traces: a list of (path, start, end) with end None for the last
    range of a file, split_bytes bytes each (a range holds the records that begin in it,
    so any cut points give the whole trace)."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if split_bytes < 1:
        raise ValueError("split_bytes must be positive")
    out = []
    for p in paths:
        p = os.fspath(p)
        size = os.path.getsize(p)
        n = max(1, -(-size // split_bytes))
        for i in range(n):
            out.append((p, i * split_bytes, (i + 1) * split_bytes if i < n - 1 else None))
    return out


def _range_arg(start, end):
    return "--range=%d:%s" % (start, "" if end is None else "%d" % end)


def _run(cmd):
    """Run cmd; its stdout (bytes), or RuntimeError with its stderr."""
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode not in (0, 1):   # 1: --strict findings are not failures of the run
        raise RuntimeError("%s: exit %d: %s" % (" ".join(cmd), r.returncode,
                                               r.stderr.decode("utf-8", "replace").strip()))
    return r.stdout


def _report_task(prog, targs, path, start, end, out_dir, keys, number, extra):
    """One range into out_dir's partitions; returns the files it wrote."""
    _run([prog] + targs + ["--quiet", "--output=json", "--partition=" + keys,
                           "--output-dir=" + out_dir, "--part-number=%d" % number,
                           _range_arg(start, end)] + list(extra) + [path])
    name = "part-%05d.jsonl" % number
    return sorted(glob.glob(os.path.join(glob.escape(out_dir), "**", name), recursive=True))


def _stats_task(prog, targs, path, start, end, span_args, extra):
    """The stats JSON of one range (text)."""
    return _run([prog] + targs + ["--quiet", "--stats", "--output=json",
                                  _range_arg(start, end)] + span_args + list(extra) +
                [path]).decode("utf-8")


@contextlib.contextmanager
def _client(client, n_workers=2):
    """The client given, or a LocalCluster of worker processes for the call."""
    if client is not None:
        yield client
        return
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as c:
        yield c


def report(paths, templates, out_dir, partition=("hook",), split_bytes=DEFAULT_SPLIT,
           client=None, trcrpt=None, extra_args=()):
    """Format the traces `paths` with `templates` into one Hive-partitioned JSON Lines
    output under out_dir (keys `partition`: hook, cpu, pid, date, hour, host), one range
    of split_bytes per task; returns the list of files written (the part files and
    out_dir/_schema.json).  extra_args: more trcrpt options (filters, --where...)."""
    prog = _trcrpt(trcrpt)
    keys = partition if isinstance(partition, str) else ",".join(partition)
    out_dir = os.path.abspath(os.fspath(out_dir))
    os.makedirs(out_dir, exist_ok=True)
    targs = _template_args(templates)
    rs = ranges(paths, split_bytes)
    with _client(client) as c:
        futs = [c.submit(_report_task, prog, targs, os.path.abspath(p), s, e, out_dir, keys,
                         k, tuple(extra_args), pure=False)
                for k, (p, s, e) in enumerate(rs)]
        files = set()
        for f in c.gather(futs):
            files.update(f)
    files.add(os.path.join(out_dir, "_schema.json"))
    return sorted(files)


def stats(paths, templates, spans=None, split_bytes=DEFAULT_SPLIT, client=None,
          trcrpt=None, extra_args=()):
    """Statistics of the traces `paths` (trcrpt --stats), one range of split_bytes per
    task, merged with trcrpt --stats-merge; spans: a dict name -> "START,END[,KEY]"
    (trcrpt --span).  Returns the rows, as the objects trcrpt --stats --output=json
    prints."""
    prog = _trcrpt(trcrpt)
    targs = _template_args(templates)
    span_args = ["--span=%s=%s" % (k, v) for k, v in (spans or {}).items()]
    rs = ranges(paths, split_bytes)
    with _client(client) as c:
        futs = [c.submit(_stats_task, prog, targs, os.path.abspath(p), s, e, span_args,
                         tuple(extra_args), pure=False)
                for p, s, e in rs]
        parts = c.gather(futs)
    with tempfile.TemporaryDirectory(prefix="trcfmt-dask-") as tmp:
        names = []
        for i, text in enumerate(parts):
            name = os.path.join(tmp, "part-%05d.json" % i)
            with open(name, "w", encoding="utf-8") as f:
                f.write(text)
            names.append(name)
        merged = _run([prog, "--quiet", "--stats-merge", "--output=json"] + names)
    return [json.loads(line) for line in merged.decode("utf-8").splitlines() if line.strip()]
