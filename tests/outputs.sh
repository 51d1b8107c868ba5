#!/bin/sh
# tests/outputs.sh -- trcrpt's structured and binary outputs, checked by parsers (TAP):
# --output=json / csv / chrome parsed with python3's json and csv modules and checked field
# by field (docs/ref/report.md §5), -r round trips (§4.2: same report, header, foreign input, time
# cut, sync markers, terminal refusal), -j (§1.1), EPIPE (§8).  The exact bytes of the same
# outputs are pinned by tests/golden/output/*.t.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"

if ! command -v python3 > /dev/null 2>&1; then
    echo "1..0 # SKIP python3 not found"
    exit 0
fi
cd "$TMPDIR_T" || exit 1
SYS="$top_srcdir/templates/system.tmpl"

# ---- the mixed trace of tests/fixtures/mixed.* plus B/E span records (020, 021) ----------
cat > u.fmt <<'EOF'
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
011 1.0 L=SVC "@OPEN" fd=$D1%D4 fd=$D2%D4 mode=$D3%X4
012 1.0 L=KERN "MULTI" first\n second=$D1%U4
013 1.0 L=0 "ZERO" v=$D1%X4
014 1.0 L=APPL "SHORT" a=U4 b=U4
015 1.0 L=APPL "ENTER" phase('B', "work") n=$D1%U4
016 1.0 L=APPL "LEAVE" phase('E', "work")
017 1.0 L=APPL "NAMES" pidinstall(42, 1, "myproc") tidinstall(42, 43, "worker") tidinstall(3000000000, 5000000000, "big") $NOPRINT
018 1.0 L=APPL "STR" O2 s=A8 "q\"uote\\back"
019 1.0 L=APPL "" x=$D1%U4 {{ $z = 1 / 0 }}
1234 1.0 L=INT "WIDE" v=$D1%X8
020 1.0 L=APPL "SPAN" phase('B') d=$D1%U4
021 1.0 L=APPL "END" phase('E', "SPAN")
EOF
cat > in.txt <<'EOF'
trcasm 1
byteorder big
env 32
timebase 1 1
start 1709294400000000000 0
cpus 2
syncinterval 0
sysname "Linux"
nodename "host1"
machine "x86_64"
cmdline "./app -n 3"
records
ev t=500 cpu=0 pid=42 tid=43 hw=01710000
ev t=1000 cpu=0 pid=42 tid=43 hw=010A0000 d=00000007
ev t=2000 cpu=1 pid=42 tid=44 hw=011E0000 d=00000003,00000004,000001ED,00000000,00000000
ev t=3000 cpu=0 pid=42 tid=43 hw=012A0000 d=00000009
ev t=4000 cpu=0 pid=42 tid=43 hw=013A0000 d=0000BEEF
ev t=5000 cpu=0 pid=42 tid=43 hw=014A0000 d=00000001
ev t=6000 cpu=0 pid=42 tid=43 hw=015A0000 d=00000002
ev t=6500 cpu=0 pid=42 tid=43 hw=020A0000 d=00000001
ev t=6600 cpu=0 pid=42 tid=43 hw=021A0000 d=00000000
ev t=7000 cpu=0 pid=42 tid=43 hw=016A0000 d=00000000
ev t=8000 cpu=1 pid=42 tid=44 hw=016A0000 d=00000000
ev t=9000 cpu=1 pid=7 tid=8 hw=015A0000 d=00000003
ev t=10000 cpu=0 pid=42 tid=43 hw=018E0000 d=61620162,FF630000,00000000,00000000,00000000
ev t=11000 cpu=- pid=- tid=- hw=0AAA0003 d=00000009
ev t=12000 cpu=1 pid=42 tid=44 hw=006E0001 d=00000005,00000000,00000000,00000000,00000000
ev t=13000 cpu=1 pid=3000000000 tid=5000000000 hw=019A0000 d=0000000B
ev t=14000 cpu=0 pid=42 tid=43 hw=8000000812340005 d=00000000DEADBEEF
ev t=15000 cpu=0 pid=42 tid=43 hw=01A10000
ev t=16000 cpu=1 pid=7 tid=9 hw=020A0000 d=00000002
EOF
cat "$SYS" u.fmt > all.fmt
printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt
trcasm -o in.trc in.txt || { echo "Bail out! trcasm failed on the mixed trace"; exit 1; }
trcrpt --output=json -t all.fmt in.trc > mix.json 2> json.err; echo $? > json.st
trcrpt --output=csv -t all.fmt in.trc > mix.csv 2> /dev/null; echo $? > csv.st
trcrpt -h --quiet --output=csv -t all.fmt in.trc > mixh.csv 2> /dev/null; echo $? > csvh.st
trcrpt --output=chrome -t all.fmt in.trc > mix.chrome 2> /dev/null; echo $? > chrome.st
printed=$(sed -n 's/.* printed=\([0-9]*\) .*/\1/p' json.err)

# check NAME PYTHON-CODE: the code runs with j (list of JSON objects as key/value pair
# lists), raw (JSON lines) and PRINTED in scope; it raises (assert) on failure.
cat > common.py <<'EOF'
import csv, io, json, re, sys
PRINTED = int(sys.argv[1])
raw = open('mix.json', encoding='utf-8').read().split('\n')
assert raw[-1] == '', 'output must end with a newline'
raw = raw[:-1]
j = [json.loads(l, object_pairs_hook=list) for l in raw]
d = [dict(o) for o in j]
def by_id(i):
    return [o for o in d if o['id'] == i]
EOF
check() {
    name=$1
    { cat common.py; printf '%s\n' "$2"; } > check.py
    if python3 check.py "${printed:-0}" > check.out 2>&1; then tap_ok "$name"; else tap_fail "$name" check.out; fi
}

# ---- JSON Lines (docs/ref/report.md §5.1) --------------------------------------------------------
if [ "$(cat json.st)" = 0 ] && [ -n "$printed" ]; then tap_ok "json: exit 0, summary printed=$printed"; else tap_fail "json: exit status / summary"; fi
check "json: one object per printed record, each on one line" '
assert len(j) == PRINTED == 18, (len(j), PRINTED)'
check "json: keys always in the table order (lost only for 006)" '
keys = ["id","label","level","elapsed_ns","delta_ns","time","cpu","pid","tid","process","text","fields"]
tail = ["env","hd","data","file","offset"]
for o in j:
    k = [p[0] for p in o]
    want = keys + (["lost"] if dict(o)["id"] == "006" else []) + tail
    assert k == want, k'
check "json: value types (strings, integers, null only where allowed)" '
def isint(v): return type(v) is int
for o in d:
    assert isinstance(o["id"], str) and re.fullmatch(r"[0-9A-F]{3,5}", o["id"]), o["id"]
    assert isinstance(o["label"], str) and not o["label"].startswith("@")
    assert o["level"] in ("APPL", "SVC", "KERN", "INT", "0")
    assert isint(o["elapsed_ns"]) and isint(o["delta_ns"])
    assert o["time"] is None or re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z", o["time"])
    for k in ("cpu", "pid", "tid"): assert o[k] is None or isint(o[k]), k
    assert o["process"] is None or isinstance(o["process"], str)
    assert isinstance(o["text"], str)
    assert isinstance(o["fields"], list) and all(isinstance(v, str) for _, v in o["fields"])
    assert o["env"] in (32, 64) and isint(o["hd"]) and isint(o["offset"])
    assert re.fullmatch(r"([0-9A-F]{2})*", o["data"]) and o["file"] == "in.trc"'
check "json: no blanks outside strings; escaping as json.dumps does it" '
for line, o in zip(raw, j):
    obj = json.loads(line)
    assert json.dumps(obj, separators=(",", ":"), ensure_ascii=False) == line, line'
check "json: unknown cpu/pid/tid/process are null (unknown hook 0AA via 008)" '
o = by_id("0AA")[0]
assert o["cpu"] is None and o["pid"] is None and o["tid"] is None and o["process"] is None
assert o["label"] == "DEFAULT TEMPLATE" and dict(o["fields"]) == {"hd": "0003", "d1": "00000009"}'
check "json: fields in order, a repeated name gets #2; @ label stripped" '
o = by_id("011")[0]
assert o["fields"] == [("fd","3"),("fd#2","4"),("mode","000001ED")], o["fields"]
assert o["label"] == "OPEN" and o["level"] == "SVC" and o["text"] == "fd=3 fd=4 mode=000001ED"'
check "json: continuation line joined with a newline, no indentation; L=0 level is 0" '
assert by_id("012")[0]["text"] == "MULTI first\nsecond=9"
assert by_id("013")[0]["level"] == "0" and by_id("013")[0]["text"] == "ZERO v=0000BEEF"'
check "json: process name from pidinstall, elapsed/delta/time consistent" '
prev = None
for o in d:
    if o["pid"] == 42: assert o["process"] == "myproc", o
    assert o["delta_ns"] == (0 if prev is None else o["elapsed_ns"] - prev)
    prev = o["elapsed_ns"]
    s, ns = divmod(1709294400 * 10**9 + o["elapsed_ns"], 10**9)
    import datetime
    t = datetime.datetime.fromtimestamp(s, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    assert o["time"] == "%s.%09dZ" % (t, ns), o["time"]'
check "json: 006 has lost = D1; 64-bit record env 64, hd = sub-hook, data after the hook word" '
o = by_id("006")[0]
assert o["lost"] == 5 and o["hd"] == 1 and o["env"] == 32 and o["data"].startswith("00000005")
o = by_id("1234")[0]
assert o["env"] == 64 and o["hd"] == 5 and o["data"] == "00000000DEADBEEF" and o["level"] == "INT"'
check "json: fault markers kept in the text; invalid UTF-8 -> U+FFFD; control byte kept" '
assert by_id("014")[0]["text"] == "SHORT a=0 b=[short entry: need 4 at 6 of 8]"
assert by_id("018")[0]["fields"][0][1] == "ab.b\ufffdc"
assert by_id("018")[0]["text"] == "STR s=ab.b\ufffdc q\"uote\\back"
assert by_id("01A")[0]["text"] == "CTRL a\x01b"
assert "\\u0001" in [l for l in raw if "\"01A\"" in l][0]'
check "json: offsets are \$LOGIDX0 (increasing), big pid/tid as integers" '
offs = [o["offset"] for o in d]
assert offs == sorted(offs) and offs[0] >= 72
o = by_id("019")[0]
assert o["pid"] == 3000000000 and o["tid"] == 5000000000 and o["label"] == ""'

# ---- CSV (docs/ref/report.md §5.2) ---------------------------------------------------------------
check "csv: header row, one row of 12 cells per printed record, LF line ends" '
data = open("mix.csv", encoding="utf-8", newline="").read()
assert "\r" not in data
rows = list(csv.reader(io.StringIO(data, newline="")))
assert rows[0] == "id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields".split(",")
assert len(rows) == PRINTED + 1 and all(len(r) == 12 for r in rows), [len(r) for r in rows]'
check "csv: every cell equals the JSON value (unknown = empty, fields = JSON text)" '
rows = list(csv.reader(open("mix.csv", encoding="utf-8", newline="")))[1:]
for r, o in zip(rows, d):
    def cell(v): return "" if v is None else str(v)
    assert r[:10] == [o["id"], cell(o["elapsed_ns"]), cell(o["delta_ns"]), cell(o["time"]), cell(o["cpu"]),
                      cell(o["pid"]), cell(o["tid"]), cell(o["process"]), o["level"], o["label"]], (r, o)
    assert r[10] == o["text"], (r[10], o["text"])
    assert json.loads(r[11], object_pairs_hook=list) == [tuple(p) for p in o["fields"]], r[11]'
check "csv: text keeps its LF; quoted cells only where needed" '
data = open("mix.csv", encoding="utf-8", newline="").read()
assert "\"MULTI first\nsecond=9\"" in data
assert ",USER EVENT count = 7,{}\n" in data'
check "csv: -h drops the header row only" '
a = list(csv.reader(open("mix.csv", encoding="utf-8", newline="")))
b = list(csv.reader(open("mixh.csv", encoding="utf-8", newline="")))
assert b == a[1:]'

# ---- Chrome Trace Event JSON (docs/ref/report.md §5.3) --------------------------------------------
cat >> common.py <<'EOF'
craw = open('mix.chrome', encoding='utf-8').read()
c = json.loads(craw, object_pairs_hook=list)
cd = dict(c)
ev = [dict(e) for e in cd['traceEvents']]
evk = [[p[0] for p in e] for e in cd['traceEvents']]
EOF
check "chrome: one JSON document {displayTimeUnit, otherData, traceEvents}" '
assert [p[0] for p in c] == ["displayTimeUnit", "otherData", "traceEvents"]
assert cd["displayTimeUnit"] == "ns"
assert dict(cd["otherData"]) == {"sysname": "Linux", "nodename": "host1", "machine": "x86_64", "cmdline": "./app -n 3"}
assert craw.startswith("{\"displayTimeUnit\":\"ns\",\"otherData\":{") and craw.endswith("]}\n")
assert "},\n{" in craw'
check "chrome: every printed record is one i/B/E event, keys in order" '
recs = [(e, k) for e, k in zip(ev, evk) if e["ph"] in ("i", "B", "E")]
closing = [e for e, k in recs if e["ph"] == "E" and e["args"] == []]
assert len(recs) - len(closing) == PRINTED, (len(recs), len(closing), PRINTED)
for e, k in recs:
    if e["ph"] == "i": assert k == ["ph","s","name","cat","ts","pid","tid","args"], k
    else: assert k == ["ph","name","cat","ts","pid","tid","args"], k
    assert isinstance(e["name"], str) and e["name"] and re.fullmatch(r"[0-9A-F]{3,5}", e["cat"])
    a = dict(e["args"])
    if e["args"]: assert e["args"][0][0] == "text"'
check "chrome: ts = elapsed us with exactly 3 decimals, same as JSON elapsed_ns" '
ts = re.findall(r"\"ts\":(-?[0-9.]+)", craw)
assert all(t == "0" or re.fullmatch(r"-?\d+\.\d{3}", t) for t in ts), ts
recs = [e for e in ev if e["ph"] in ("i", "B", "E") and e["args"] != []]
assert [round(e["ts"] * 1000) for e in recs] == [o["elapsed_ns"] for o in d]'
check "chrome: B/E pairs per (pid, tid) balance; unmatched E is an instant; open B closed at the end" '
stack = {}
for e in ev:
    key = (e["pid"], e["tid"])
    if e["ph"] == "B": stack.setdefault(key, []).append(e["name"])
    elif e["ph"] == "E":
        assert stack.get(key), ("E without B", e)
        stack[key].pop()
assert all(not s for s in stack.values()), stack
assert sum(e["ph"] == "B" for e in ev) == 4 and sum(e["ph"] == "E" for e in ev) == 4
un = [e for e in ev if e["name"].endswith("(unmatched end)")]
assert len(un) == 1 and un[0]["ph"] == "i" and un[0]["name"] == "work (unmatched end)" and un[0]["tid"] == 44
last = max(e["ts"] for e in ev)
ends = [e for e in ev if e["ph"] == "E" and e["args"] == []]
assert len(ends) == 2 and all(e["ts"] == last for e in ends), ends
assert {(e["pid"], e["tid"], e["name"]) for e in ends} == {(7, 8, "work"), (7, 9, "SPAN")}'
check "chrome: B name = phase() name, else the label; empty label -> hook ID" '
names = [e["name"] for e in ev if e["ph"] == "B"]
assert names == ["work", "SPAN", "work", "SPAN"], names
assert [e for e in ev if e.get("cat") == "019"][0]["name"] == "hook 019"'
check "chrome: thread_name metadata before the first record of the tid, one process_name per pid after the events" '
meta = [(i, e) for i, e in enumerate(ev) if e["ph"] == "M"]
pn = [(i, e) for i, e in meta if e["name"] == "process_name"]
tn = [(i, e) for i, e in meta if e["name"] == "thread_name"]
assert [(e["pid"], e["tid"], dict(e["args"])["name"]) for i, e in pn] == [(42, 0, "myproc")]
assert [(e["pid"], e["tid"], dict(e["args"])["name"]) for i, e in tn] == [(42, 43, "worker"), (0x7FFF0000, 0x7FFF0001, "big")]
first42 = min(i for i, e in enumerate(ev) if e["ph"] != "M" and e["pid"] == 42)
assert tn[0][0] < first42 and all(e["ph"] == "M" for e in ev[pn[0][0]:])
for i, e in meta: assert e["ts"] == 0 and [p[0] for p in cd["traceEvents"][i]] == ["ph","name","pid","tid","ts","args"]'
check "chrome: pid/tid above 31 bits mapped to 0x7FFF0000+k with pid64/tid64 in args" '
e = [e for e in ev if e.get("cat") == "019"][0]
a = dict(e["args"])
assert e["pid"] == 0x7FFF0000 and e["tid"] == 0x7FFF0001 and a["pid64"] == 3000000000 and a["tid64"] == 5000000000
assert [p[0] for p in e["args"]] == ["text", "x", "pid64", "tid64"]
assert all(0 <= x["pid"] < 2**31 and 0 <= x["tid"] < 2**31 for x in ev if "pid" in x)'
check "chrome: 006 is a global instant followed by the lost_events counter" '
i = [k for k, e in enumerate(ev) if e.get("cat") == "006"][0]
assert ev[i]["ph"] == "i" and ev[i]["s"] == "g"
cnt = ev[i + 1]
assert evk[i + 1] == ["ph","name","ts","pid","tid","args"]
assert cnt["ph"] == "C" and cnt["name"] == "lost_events" and cnt["ts"] == ev[i]["ts"]
assert cnt["pid"] == 0 and cnt["tid"] == 0 and dict(cnt["args"]) == {"lost": 5}
assert all(e["s"] == "t" for e in ev if e["ph"] == "i" and e.get("cat") != "006")'
check "chrome: args hold the text and the fields (numbered like JSON)" '
e = [e for e in ev if e.get("cat") == "011"][0]
assert e["args"] == [("text", "fd=3 fd=4 mode=000001ED"), ("fd", "3"), ("fd#2", "4"), ("mode", "000001ED")], e["args"]'
for k in json csv csvh chrome; do
    if [ "$(cat $k.st)" = 0 ]; then tap_ok "$k: exit status 0"; else tap_fail "$k: exit status $(cat $k.st)"; fi
done

# ---- -r (docs/ref/report.md §4.2) -------------------------------------------------------------------
O='-O pid=on,tid=on,cpuid=on,exec=on,svc=on'
trcrpt -t all.fmt $O in.trc > r1.txt 2> r1.err
trcrpt -t all.fmt -r -o rt.trc in.trc 2> /dev/null; st=$?
trcrpt -t all.fmt $O rt.trc > r2.txt 2> r2.err
if [ $st = 0 ] && cmp -s r1.txt r2.txt; then tap_ok "-r round trip: same text report"
else diff r1.txt r2.txt > diff.out; tap_fail "-r round trip: same text report (status $st)" diff.out; fi
if [ "$(grep summary r1.err)" = "$(grep summary r2.err)" ] && grep -q summary r1.err; then tap_ok "-r round trip: same summary"
else tap_fail "-r round trip: same summary"; fi
trcrpt -t all.fmt --output=json rt.trc 2> /dev/null | sed 's/"file":.*//' > j2.txt
sed 's/"file":.*//' mix.json > j1.txt
if cmp -s j1.txt j2.txt; then tap_ok "-r round trip: same JSON (file and offset aside)"; else tap_fail "-r round trip: same JSON"; fi
trcasm -d rt.trc > rt.asm
if sed -n '1,/^records$/p' rt.asm | tr '\n' '|' | grep -q '^trcasm 1|byteorder big|env 32|timebase 1 1|start 1709294400000000000 0|cpus 2|syncinterval 1048576|sysname "Linux"|nodename "host1"|machine "x86_64"|cmdline "./app -n 3"|producer "trcrpt -r"|records|$'
then tap_ok "-r header: byte order, env, timebase 1/1, start, sync 1 MiB, TLVs, producer"
else sed -n '1,/^records$/p' rt.asm > hdr.out; tap_fail "-r header" hdr.out; fi
if [ "$(grep -c '^ev ' rt.asm)" = "$(grep -c '^ev ' in.txt)" ]; then tap_ok "-r copies every record (non-printing ones too)"; else tap_fail "-r copies every record"; fi
# a cut by time window: the report of the cut equals the windowed report of the original
trcrpt -t all.fmt -O starttime=0.000006,endtime=0.000013 in.trc > w1.txt 2> /dev/null
trcrpt -t all.fmt -O starttime=0.000006,endtime=0.000013 -r -o cut.trc in.trc 2> /dev/null
trcrpt -t all.fmt cut.trc > w2.txt 2> /dev/null
if cmp -s w1.txt w2.txt && [ "$(trcasm -d cut.trc | grep -c '^ev ')" = 9 ]; then tap_ok "-r with a time window: 9 records, same report"
else diff w1.txt w2.txt > diff.out; tap_fail "-r with a time window" diff.out; fi
# a converted foreign trace keeps namespaces and reports the same (with the same templates)
SH="$top_srcdir/samples/shark-demo.ftrace"
cat "$SYS" "$top_srcdir/templates/shark.tmpl" > shark.fmt
trcrpt -t shark.fmt -F shark "$SH" > s1.txt 2> s1.err
trcrpt -t shark.fmt -F shark -r -o s.trc "$SH" 2> /dev/null; st=$?
trcrpt -t shark.fmt s.trc > s2.txt 2> s2.err
if [ $st = 0 ] && [ -s s1.txt ] && cmp -s s1.txt s2.txt && [ "$(cat s1.err)" = "$(cat s2.err)" ]; then tap_ok "-r of -F shark: same report and summary from the trclog"
else diff s1.txt s2.txt | head -20 > diff.out; tap_fail "-r of -F shark: same report (status $st)" diff.out; fi
trcasm -d s.trc > s.asm
if grep -q '^byteorder little$' s.asm && grep -q '^hflags 0x2$' s.asm && grep -q '^source "shark"$' s.asm \
   && grep -q '^producer "trcrpt -r"$' s.asm && [ "$(grep -c '^ev .* ns=1 ' s.asm)" = 27926 ]
then tap_ok "-r of -F shark: little-endian, CONVERTED, source TLV, 27926 records in namespace 1"
else tap_fail "-r of -F shark: header and namespaces"; fi
n=$(grep -c '^sync ' s.asm)
if [ "$n" -ge 1 ] && [ "$(wc -c < s.trc)" -gt 1048576 ]; then tap_ok "-r: sync markers every MiB ($n)"; else tap_fail "-r: sync markers ($n)"; fi
# a terminal is refused (exit 2)
cat > ptyrun.py <<'EOF'
import os, pty, subprocess, sys
m, s = pty.openpty()
r = subprocess.run(sys.argv[1:], stdout=s, stderr=subprocess.PIPE)
os.close(s)
print(r.returncode, r.stderr.decode().strip())
EOF
got=$(python3 ptyrun.py trcrpt -t all.fmt -r in.trc 2>&1)
if [ "$got" = "2 trcrpt: refusing to write binary output (-r) to a terminal" ]; then tap_ok "-r to a terminal: exit 2"
else echo "$got" > got.out; tap_fail "-r to a terminal: exit 2" got.out; fi
got=$(python3 ptyrun.py trcrpt -t all.fmt -r -o - in.trc 2>&1)
case $got in 2\ *) tap_ok "-r -o - to a terminal: exit 2" ;; *) tap_fail "-r -o - to a terminal: exit 2 ($got)" ;; esac
got=$(python3 ptyrun.py trcrpt --quiet -t all.fmt --output=json -d 010 in.trc 2>&1)
case $got in 0*) tap_ok "--output=json to a terminal is allowed" ;; *) tap_fail "--output=json to a terminal ($got)" ;; esac

# ---- EPIPE: a reader that goes away is not an error (docs/ref/report.md §8) -----------------------------
for k in json csv chrome; do
    { trcrpt --quiet -t shark.fmt -F shark --output=$k "$SH"; echo $? > pipe.st; } | head -n 1 > /dev/null
    if [ "$(cat pipe.st)" = 0 ]; then tap_ok "--output=$k | head: exit 0"; else tap_fail "--output=$k | head: exit $(cat pipe.st)"; fi
done
{ trcrpt --quiet -t shark.fmt -F shark -r "$SH"; echo $? > pipe.st; } | head -c 100 > /dev/null
if [ "$(cat pipe.st)" = 0 ]; then tap_ok "-r | head -c 100: exit 0"; else tap_fail "-r | head -c 100: exit $(cat pipe.st)"; fi

# ---- write errors: exit 5 (docs/ref/report.md §8); stdout opened read-only makes every write fail ----
for a in --output=json --output=csv --output=chrome -r -j; do
    trcrpt --quiet $a -t all.fmt in.trc 1< /dev/null 2> werr.txt; st=$?
    if [ $st = 5 ] && grep -q "cannot write" werr.txt; then tap_ok "$a to an unwritable output: exit 5"
    else tap_fail "$a to an unwritable output: exit 5 (got $st)" werr.txt; fi
done

# ---- -j (docs/ref/report.md §1.1) ---------------------------------------------------------------------
trcrpt -j -t "$SYS" > list.txt; st=$?
ntpl=$(trcrpt -c -t "$SYS" 2>&1 | sed -n 's/.*: \([0-9]*\) templates.*/\1/p')
cat > list.py <<'EOF'
import re, sys
lines = open('list.txt').read().split('\n')
assert lines[-1] == ''
lines = lines[:-1]
assert len(lines) == int(sys.argv[1]), (len(lines), sys.argv[1])
def canon(i):
    v = int(i, 16)
    return v << 4 if len(i) == 3 else v
ids = []
for l in lines:
    m = re.fullmatch(r'([0-9A-F]{3,5})( *)(.*)', l)
    assert m and not l.endswith(' '), l
    if m.group(3): assert len(m.group(1)) + len(m.group(2)) == 6 and not m.group(3).startswith('@'), l
    ids.append(canon(m.group(1)))
assert ids == sorted(ids) and len(set(ids)) == len(ids)
assert '003   TRACE HEADER' in lines and '008   DEFAULT TEMPLATE' in lines
EOF
if [ $st = 0 ] && python3 list.py "$ntpl" > check.out 2>&1; then tap_ok "-j: $ntpl lines in ID order, 6-column IDs, labels without @"
else tap_fail "-j listing (status $st)" check.out; fi
TRCFMT="$SYS" trcrpt -j -F shark > list2.txt
if [ "$(wc -l < list2.txt)" -gt "$(wc -l < list.txt)" ] && grep -q '^10001 ipoint$' list2.txt; then tap_ok "-j -F shark without -t adds the shipped shark templates"
else tap_fail "-j -F shark without -t adds the shipped shark templates"; fi

tap_plan "$tap_n"
[ "$tap_failed" = 0 ]
