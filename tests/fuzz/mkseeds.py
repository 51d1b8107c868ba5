#!/usr/bin/env python3
"""tests/fuzz/mkseeds.py -- (re)writes the seed corpora tests/fuzz/corpus/<target>/ from the
tests' fixtures, golden cases and samples (small files only), using the built tools of the
build tree.  Run from the top of a built tree: python3 tests/fuzz/mkseeds.py.  Seeds are
committed; this script only documents where they come from and regenerates them."""
import glob, os, re, struct, subprocess, sys, tempfile

TOP = os.getcwd()
CORPUS = os.path.join(TOP, "tests/fuzz/corpus")
MAX = 4096          # bytes: seeds stay small so the fuzzers explore fast

def sections(path):
    """The `=== file NAME` sections of a golden case, as (name, text)."""
    out, name, buf = [], None, []
    for line in open(path, encoding="utf-8", errors="surrogateescape").read().split("\n"):
        if line.startswith("=== "):
            if name: out.append((name, "\n".join(buf) + "\n"))
            name = line[9:] if line.startswith("=== file ") else None
            buf = []
        elif name is not None:
            buf.append(line)
    if name: out.append((name, "\n".join(buf) + "\n"))
    return out

def put(target, name, data):
    if isinstance(data, str): data = data.encode("utf-8", "surrogateescape")
    if not data or len(data) > MAX: return
    d = os.path.join(CORPUS, target)
    os.makedirs(d, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", name)
    with open(os.path.join(d, name), "wb") as f: f.write(data)

def trcasm(text, *args):
    with tempfile.TemporaryDirectory() as td:
        src, out = os.path.join(td, "a.txt"), os.path.join(td, "a.out")
        open(src, "w", encoding="utf-8", errors="surrogateescape").write(text)
        r = subprocess.run([os.path.join(TOP, "tools/trcasm"), *args, "-o", out, src],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return open(out, "rb").read() if r.returncode == 0 and os.path.exists(out) else None

def records_bin(recs, mode=0):
    """Records in the trc_fuzz_records encoding (tests/fuzz/fuzz.h)."""
    b = bytes([mode])
    for hook, fb, cpu, who in recs:
        b += struct.pack("<IBBB", hook, len(fb), cpu, who) + fb
    return b

def main():
    asm = []            # trcasm texts found in golden cases and fixtures
    for t in sorted(glob.glob("tests/golden/*/*.t")):
        base = os.path.splitext(os.path.basename(t))[0]
        for name, text in sections(t):
            if text.startswith("trcasm 1"): asm.append((base + "-" + name, text))
            elif name.endswith((".fmt", ".tmpl")) and "/trcupdate/" not in t:
                put("template", base + "-" + name, text)
        if "/trcupdate/" in t:
            secs = sections(t)
            tm = [x for x in secs if x[0].endswith((".fmt", ".tmpl"))]
            up = [x for x in secs if x[0].endswith(".trc") and x[1].lstrip().startswith(("*", "+", "-", "#"))]
            if tm and up: put("trcupdate", base, tm[0][1] + "\0" + up[0][1])
        if "/where/" in t:
            for m in re.finditer(r"--where '([^']*)'", open(t, errors="replace").read()):
                put("where", base + "-" + str(m.start()), m.group(1))
    for f in sorted(glob.glob("tests/fixtures/*.txt")) + ["samples/example.txt"]:
        text = open(f).read()
        if text.startswith("trcasm 1"): asm.append((os.path.basename(f), text))
    for name, text in asm:
        put("trcasm", name, text)
        b = trcasm(text)
        if b: put("trclog", name + ".trc", b)
        for bits, opt in ((32, 0), (64, 1)):
            for bo in (0, 2):
                if ("byteorder little" in text) != (bo == 2): continue
                r = trcasm(text, "--aix%d" % bits)
                if r: put("aix", "%s.aix%d" % (name, bits), bytes([opt | bo]) + r)
    # vm / tmplrec: records of the hooks mixed.fmt and system.tmpl know, both byte orders
    be = [(0x010, bytes.fromhex("010A0000 00000007"), 0, 1),
          (0x011, bytes.fromhex("011E0000 00000003 00000004 000001ED 00000000 00000000"), 1, 2),
          (0x018, bytes.fromhex("018E0000 61620162 FF630000 00000000 00000000 00000000"), 0, 1),
          (0x106, bytes.fromhex("106E0000 00000001 00000002 00000003 00000004 00000005"), 0, 3),
          (0x1234, bytes.fromhex("8000000812340005 00000000DEADBEEF"), 0, 32 + 1),
          (0x006, bytes.fromhex("006E0001 FFFFFFFF 00000000 00000000 FFFFFFFF 00000000"), 0xFF, 15)]
    le = [(h, fb[:4][::-1] + b"".join(fb[i:i + 4][::-1] for i in range(4, len(fb), 4)), c, w)
          for h, fb, c, w in be]
    put("vm", "be32", records_bin(be, 0))
    put("vm", "le64", records_bin(le, 3))
    mixed = open("tests/fixtures/mixed.fmt").read()
    put("tmplrec", "mixed", mixed.encode() + b"\0" + records_bin(be, 0))
    put("tmplrec", "mixed-le", mixed.encode() + b"\0" + records_bin(le, 1))
    put("template", "sample.fmt", open("samples/sample.fmt").read())
    put("lttxml", "empty-facility", '<facility name="core"></facility>\n')
    # S.Ha.R.K.: the head of the demo trace (option byte 0, 1, 2)
    demo = open("samples/shark-demo.ftrace", "rb").read()
    for opt in (0, 1, 2):
        put("shark", "demo-head-%d" % opt, bytes([opt]) + demo[:1024 + 16 * opt])
    # QNX: the .kev files the golden cases write
    with tempfile.TemporaryDirectory() as td:
        n = 0
        for t in sorted(glob.glob("tests/golden/foreign/qnx-*.t")) + ["tests/golden/foreign/detect.t"]:
            body = open(t, errors="replace").read().replace("\\\n", " ")
            for m in re.finditer(r'--write-kev (\S+) ([^\n&|;]*)', body):
                out = os.path.join(td, "q.kev")
                r = subprocess.run([os.path.join(TOP, "tests/unit/foreign_test"), "--write-kev", out]
                                   + m.group(2).split(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                if r.returncode == 0 and os.path.exists(out):
                    n += 1
                    put("qnx", "%s-%d.kev" % (os.path.basename(t)[:-2], n), open(out, "rb").read())
        # LTT: the example directory, as the ltt target cuts it
        d = os.path.join(td, "trace")
        subprocess.run([os.path.join(TOP, "tests/unit/ltt_test"), "--write-example", d],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        parts = []
        for p in ("info/system.xml", "eventdefs/core.xml", "control/facilities", "cpu/0", "cpu/1"):
            fp = os.path.join(d, p)
            parts.append(open(fp, "rb").read() if os.path.exists(fp) else b"")
        put("ltt", "example", b"\n=====\n".join(parts))
        for f in sorted(glob.glob(os.path.join(d, "eventdefs/*.xml"))):
            put("lttxml", "example-" + os.path.basename(f), open(f, "rb").read())
    # trcshm: a small shm file built around the header of an assembled log
    log = trcasm(open("tests/fixtures/mixed.txt").read())
    if log:
        h = struct.unpack(">I", log[16:20])[0]
        recs, off = [], h
        while off + 32 <= len(log):
            rl, ent, cpu, fl = struct.unpack(">IHHH", log[off:off + 10])
            if rl < 32 or off + rl > len(log): break
            if not fl & 0x4000: recs.append(log[off:off + rl])
            off += rl
        C, N = 512, 2
        chunk0 = b"".join(recs[:4]); chunk1 = b"".join(recs[4:8])
        D = h + 64 + 64 * N
        cb = b"TRCSHM01" + struct.pack(">IIQIIQQ", N, C, D, 0, 0, 3, 96) + bytes(16)
        desc = b""
        for seq, ch in ((1, chunk0), (2, chunk1)):
            desc += struct.pack(">IIQQ", 1, 0, seq, len(ch)) + bytes(40)
        data = b"".join(ch + bytes(C - len(ch)) for ch in (chunk0, chunk1))
        put("trcshm", "mixed.shm", log[:h] + cb + desc + data)
    cli_seeds()

def cli(b0, b1, texts, t1=b"", t2=b""):
    """An input of the cli target (tests/fuzz/fuzz_cli.c): option bytes, the 9 texts
    (-O -C -d -k -p -T -s -e, -n file), the traces."""
    texts = list(texts) + [""] * (9 - len(texts))
    return (bytes([b0, b1]) + struct.pack("<H", len(t1)) +
            b"".join(t.encode() + b"\0" for t in texts) + t1 + t2)

def cli_seeds():
    """Seeds of the cli target: the select, merge, symbols and output golden cases' options
    over the trclog seeds of their traces (an empty first trace is the fixed select-mixed)."""
    tl = lambda n: open(os.path.join(CORPUS, "trclog", n + ".trc"), "rb").read()
    syms = "# syscalls\n1F40 read\n  1f44\twrite  \n1F40 dup\n"
    put("cli", "default", cli(0, 0, []))
    put("cli", "filters", cli(0x40, 0, ["pid=on,tid=on,cpuid=on,exec=on,timestamp=3", "0-2", "010,020-030", "020",
                                         "webd,100", "1001-1002,2001"]))
    put("cli", "dates", cli(0x80, 1, ["starttime=0.5,endtime=4", "all", "", "", "", "",
                                      "2024-03-01T12:00:01Z", "030112000224"]))
    put("cli", "json", cli(1, 0, ["cpuid=on"], tl("mixed.txt")))
    put("cli", "csv-2line", cli(2, 2, ["2line=on,pagesize=2,svc=on"], tl("mixed.txt")))
    put("cli", "chrome", cli(3, 0, [], tl("mixed.txt")))
    put("cli", "perfetto", cli(5, 0, [], tl("mixed.txt")))
    put("cli", "perfetto-merge", cli(5 | 8 | 16, 0, [], tl("raw-merge-a.txt"), tl("raw-merge-b.txt")))
    put("cli", "raw-merge", cli(4 | 8 | 16, 0, [], tl("raw-merge-a.txt"), tl("raw-merge-b.txt")))
    put("cli", "merge-ties", cli(8 | 16, 4, ["ids=off,timestamp=1"], tl("merge-ties-x.txt"), tl("merge-ties-y.txt")))
    put("cli", "two-inputs", cli(8, 0, ["timestamp=2"], tl("select-b.txt"), tl("select-c.txt")))
    put("cli", "jobs2", cli(32, 0, ["pagesize=3,tid=on"], tl("report-example.txt")))
    put("cli", "jobs2-filters", cli(32 | 2, 1, ["cpuid=on,exec=on,pid=on", "1-3", "010-030", "", "", "2001-3001"]))
    put("cli", "jobs2-faults", cli(32 | 128, 0, [], tl("select-faults.txt")))
    svc = trcasm("trcasm 1\nrecords\n"
                 "ev t=0 cpu=0 pid=1 tid=2 hw=060A0000 d=00001F40\n"
                 "ev t=1 cpu=0 pid=1 tid=2 hw=061A0000 d=0\n"
                 "ev t=2 cpu=0 pid=1 tid=3 hw=060A0000 d=00001F44\n"
                 "ev t=3 cpu=0 pid=1 tid=3 hw=060A0000 d=00001F48\n")
    if svc: put("cli", "symbols", cli(0x40, 8, ["svc=on,timestamp=3"] + [""] * 7 + [syms], svc))

main()
