"""tests/dask_test.py -- run by tests/dask.sh (TAP): the Dask adapter on a LocalCluster of
2 worker processes gives what one trcrpt run gives: report() the same partitions (each
partition's part files, in part order, are the one run's part file), stats() the same
rows.  Arguments: top_srcdir top_builddir; runs in a scratch directory."""
import json
import os
import subprocess
import sys

top_src, top_build = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(top_src, "contrib", "dask"))
import trcfmt_dask  # noqa: E402

TRCRPT = os.path.join(top_build, "tools", "trcrpt")
n = 0
failed = 0
tests = []


def ok(cond, name, detail=""):
    global n, failed
    n += 1
    if cond:
        print("ok %d - %s" % (n, name))
    else:
        failed += 1
        print("not ok %d - %s" % (n, name))
        for line in str(detail).splitlines()[:40]:
            print("# " + line)
    sys.stdout.flush()


def run(*args):
    return subprocess.run([TRCRPT] + list(args), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, check=False)


def partitions(root):
    """{partition dir: bytes of its part files in part order}"""
    out = {}
    for d, _, files in sorted(os.walk(root)):
        parts = sorted(f for f in files if f.startswith("part-"))
        if parts:
            rel = os.path.relpath(d, root)
            out[rel] = b"".join(open(os.path.join(d, f), "rb").read() for f in parts)
    return out


def stats_rows(*args):
    r = run("--quiet", "--stats", "--output=json", *args)
    return r.returncode, [json.loads(x) for x in r.stdout.decode().splitlines() if x.strip()]


def main():
    # traces: the bench mix (stateless templates) and the sample set (pidinstall, process
    # names: the formatting walk), each split into several ranges
    subprocess.run([os.path.join(top_build, "bench", "gen_mix"), "40000", "mix.trc"],
                   stdout=subprocess.DEVNULL, check=True)
    subprocess.run([os.path.join(top_build, "bench", "gen_trclog"), "20000", "samp.trc"],
                   stdout=subprocess.DEVNULL, check=True)
    MIX = os.path.join(top_src, "bench", "mix.tmpl")
    SAMPLE = os.path.join(top_src, "samples", "sample.fmt")

    from distributed import Client, LocalCluster

    print("1..6")
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        for name, trace, tmpl, keys in (("bench mix", "mix.trc", MIX, ("hook", "cpu")),
                                        ("sample set", "samp.trc", SAMPLE, ("hook",))):
            one = "one-" + trace
            r = run("-t", tmpl, "--quiet", "--output=json", "--partition=" + ",".join(keys),
                    "--output-dir=" + one, os.path.abspath(trace))   # "file": the adapter's path
            size = os.path.getsize(trace)
            files = trcfmt_dask.report([os.path.abspath(trace)], tmpl, "dask-" + trace,
                                       partition=keys, split_bytes=size // 4 + 1, client=client,
                                       trcrpt=TRCRPT)
            a, b = partitions(one), partitions("dask-" + trace)
            parts = [f for f in files if os.path.basename(f).startswith("part-")]
            ok(r.returncode == 0 and a and a == b and len(parts) >= 4 * len(a) - len(a),
               "report(): %s in 4 ranges on 2 workers equals one run (%d partitions)" % (name, len(a)),
               "%s\n%s" % (sorted(a), sorted(b)))
            ok(open(os.path.join(one, "_schema.json")).read() ==
               open(os.path.join("dask-" + trace, "_schema.json")).read(),
               "report(): %s: the same _schema.json" % name)

        # stats(): merged rows of the ranges equal one run's (needs --stats and --stats-merge)
        if run("--help").stdout.find(b"--stats-merge") < 0:
            ok(True, "# SKIP stats(): this trcrpt has no --stats-merge")
            ok(True, "# SKIP stats(): spans")
        else:
            st, rows = stats_rows("-t", MIX, os.path.abspath("mix.trc"))
            got = trcfmt_dask.stats(["mix.trc"], MIX, split_bytes=os.path.getsize("mix.trc") // 4 + 1,
                                    client=client, trcrpt=TRCRPT)
            ok(st == 0 and rows and got == rows, "stats(): the bench mix in 4 ranges equals one run",
               "%s\n%s" % (rows[:3], got[:3]))
            spans = {"req": "020,021,env"}   # every span pairs, many across ranges
            st, rows = stats_rows("-t", MIX, "--span=req=020,021,env", os.path.abspath("mix.trc"))
            got = trcfmt_dask.stats(["mix.trc"], MIX, spans=spans,
                                    split_bytes=os.path.getsize("mix.trc") // 4 + 1,
                                    client=client, trcrpt=TRCRPT)
            ok(st == 0 and rows and got == rows, "stats(): spans across range boundaries pair as in one run",
               "%s\n%s" % ([x for x in rows if x.get("table") == "spans"],
                           [x for x in got if x.get("table") == "spans"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
