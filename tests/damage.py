#!/usr/bin/env python3
"""tests/damage.py -- trcrpt on a damaged sample log (issue: bad input never crashes and
never silently loses data).  The bundled sample (samples/example.txt) is assembled, then
truncated at every byte offset and, separately, has single bytes flipped at every third
offset of its record area.  For each damaged copy, trcrpt must exit normally (no signal,
no sanitizer report); every record that lies entirely before the damage must be formatted
exactly as in a clean log holding only those records; a truncation inside a record must
be reported by a READER RESYNC (00C) line marked (truncated).  The reports read the log in
file order (-O order=file): in time order a record whose time the damage made earlier
than the records before it moves before them, as its elapsed time says (a flipped top
byte of a time is a negative elapsed time: docs/report.md, "Time order").  The file
against the pipe is compared in time order.  Prints TAP."""
import os, subprocess, sys, tempfile

top_src = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
top_build = os.environ.get("top_builddir", top_src)
tools = os.path.join(top_build, "tools")
trcasm, trcrpt = os.path.join(tools, "trcasm"), os.path.join(tools, "trcrpt")
tmp = tempfile.mkdtemp(prefix="trcfmt-damage.")

def run(args, **kw):
    return subprocess.run(args, capture_output=True, **kw)

lines = open(os.path.join(top_src, "samples", "example.txt")).read().splitlines()
head_end = lines.index("records") + 1
header, evs = lines[:head_end], [l for l in lines[head_end:] if l.startswith("ev ")]
fmt = os.path.join(tmp, "sample.fmt")
with open(fmt, "wb") as f:
    webd = sorted(os.listdir(os.path.join(top_src, "samples", "webd")))
    for p in ["templates/system.tmpl"] + ["samples/webd/" + n for n in webd if n.endswith(".tmpl")]:
        f.write(open(os.path.join(top_src, p), "rb").read())
report_args = [trcrpt, "--quiet", "-h", "-O", "ids=off,timestamp=3,order=file", "-t", fmt]
time_args = [trcrpt, "--quiet", "-h", "-O", "ids=off,timestamp=3", "-t", fmt]

def assemble(n):
    txt, out = os.path.join(tmp, "p%d.txt" % n), os.path.join(tmp, "p%d.trc" % n)
    open(txt, "w").write("\n".join(header + evs[:n]) + "\n")
    r = run([trcasm, "-o", out, txt])
    assert r.returncode == 0, r.stderr
    return out

# clean prefix logs: size of prefix n = end offset of record n; their reports
prefix_size, prefix_out = [], []
for n in range(len(evs) + 1):
    p = assemble(n)
    prefix_size.append(os.path.getsize(p))
    prefix_out.append(run(report_args + [p]).stdout)
full = open(assemble(len(evs)), "rb").read()
hlen = prefix_size[0]

results = []
def check(name, data, damage_at, truncated):
    path = os.path.join(tmp, "d.trc")
    open(path, "wb").write(data)
    r = run(report_args + [path])
    err = r.stderr.decode("utf-8", "replace")
    problems = []
    if r.returncode < 0 or r.returncode >= 128:
        problems.append("killed by signal / status %d" % r.returncode)
    if "Sanitizer" in err or "runtime error" in err:
        problems.append("sanitizer report")
    if damage_at < hlen:
        if r.returncode not in (0, 4):
            problems.append("header damage: status %d" % r.returncode)
    else:
        n = max(i for i in range(len(prefix_size)) if prefix_size[i] <= damage_at)
        if not r.stdout.startswith(prefix_out[n]):
            problems.append("records before offset %d not formatted as in a clean log" % damage_at)
        if truncated and damage_at != prefix_size[n]:
            rest = r.stdout[len(prefix_out[n]):].decode("utf-8", "replace")
            if "READER RESYNC" not in rest or "(truncated)" not in rest:
                problems.append("truncation not reported by a 00C (truncated) line")
    results.append((name, problems, err))

for k in range(len(full)):
    check("truncated at %d" % k, full[:k], k, True)
for k in range(hlen, len(full), 3):
    b = bytearray(full)
    b[k] ^= 0xFF
    check("byte %d flipped" % k, bytes(b), k, False)

# reading from a pipe gives the same output as reading the file
p = os.path.join(tmp, "p%d.trc" % len(evs))
a = run(time_args + [p]).stdout
b = run(time_args + ["-"], stdin=open(p, "rb")).stdout
results.append(("file and pipe give the same report", [] if a == b and a else ["outputs differ"], ""))

print("1..%d" % len(results))
for i, (name, problems, err) in enumerate(results, 1):
    if problems:
        print("not ok %d - %s" % (i, name))
        for pr in problems:
            print("# " + pr)
        for l in err.splitlines()[:10]:
            print("# stderr: " + l)
    else:
        print("ok %d - %s" % (i, name))
subprocess.run(["rm", "-rf", tmp])
