#!/bin/sh
# tests/perfetto-out.sh -- `trcrpt --output=perfetto` (docs/ref/report.md §5.6), TAP.  The
# output is decoded with `protoc --decode_raw` and with `protoc --decode` against the
# minimal schema tests/perfetto/trace.proto (written from Perfetto's field numbers), and
# compared with golden text for small traces (tests/perfetto/*.decode, *.raw): the mixed
# trace of tests/fixtures (fields, typed fields, phases with an unmatched end and a slice
# closed at the end, lost events, processes 42 and 7, threads 43, 44 and 8, pid/tid above
# 31 bits, a record without pid) and a merge (-m) of two hosts' traces.  Differential:
# the decoded events agree with --output=chrome's (names, categories, phases, times, pid
# and tid, args).  Also: --jobs=2 gives the same bytes, filters and --where give the
# events of chrome under them, a terminal is refused.  Without protoc the decoding
# checks are skipped (protobuf-compiler; ./bootstrap installs it).
# Regenerate the golden text: PERFETTO_REGEN=1 tests/perfetto-out.sh
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
G="$top_srcdir/tests/perfetto"
tap_plan 15
cd "$TMPDIR_T" || exit 1
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt
trcasm -o in.trc "$top_srcdir/tests/fixtures/mixed.txt" || exit 1
# a second host, 1.5 us later, with its own process and a field of each type
sed -e 's/^start 1709294400000000000 0/start 1709294400000001500 0/' -e 's/nodename "host1"/nodename "host2"/' \
    -e 's/pid=42 tid=43/pid=50 tid=51/' "$top_srcdir/tests/fixtures/mixed.txt" | grep -v ' pid=3000000000' > in2.txt
trcasm -o in2.trc in2.txt || exit 1
# typed fields (D U HB numbers, X o A text), -1 and 2^32-1, a text that is the label and
# its fields (left out), the same text twice (interned once),
printf '030 1.0 L=APPL "T" G4 neg=D4 u=U4 z=D2 r=$D3%%D4 h=X4 o=o2 hb=HB big=$D1%%U8 s=A4\n031 1.0 L=APPL "M" G4 n=D4 \\n n=U4\n032 1.0 L=APPL "C" "constant text"\n' > t.fmt
# and 18 fields (t2.trc: in the first record, so the writer's tables grow past 16 at once)
printf '033 1.0 L=APPL "MANY"' >> t.fmt
for f in a b c d e f g h i j k l m n o p q r; do printf ' %s=$D1%%U4' $f >> t.fmt; done
echo >> t.fmt
printf 'trcasm 1\nbyteorder big\nenv 32\ntimebase 1 1\nstart 1709294400000000000 0\ncpus 2\nsyncinterval 0\nrecords\nev t=100 cpu=0 pid=42 tid=43 hw=030E0000 d=FFFFFFFE,00000007,0000001F,000001ED,41420000\nev t=150 cpu=0 pid=42 tid=43 hw=030E0000 d=FFFFFFFF,FFFFFFFF,0000001F,000001ED,41420000\nev t=200 cpu=0 pid=42 tid=43 hw=031E0000 d=80000000,FFFFFFFF\nev t=300 cpu=1 pid=42 tid=44 hw=03200000\nev t=400 cpu=1 pid=42 tid=44 hw=03200000\nev t=500 cpu=1 pid=42 tid=44 hw=033E0000 d=00000011,0,0,0,0\n' > t.txt
trcasm -o t.trc t.txt || exit 1
grep -v 'hw=03[012]' t.txt > t2.txt && trcasm -o t2.trc t2.txt || exit 1

trcrpt --output=perfetto -t all.fmt -o mixed.pb in.trc 2> mixed.err; st=$?
if [ $st = 0 ] && [ -s mixed.pb ] && grep -q ' printed=15 ' mixed.err; then tap_ok "writes a trace (exit 0, the summary as for every output)"
else tap_fail "writes a trace (exit $st)" mixed.err; fi
trcrpt --output=perfetto -t all.fmt -m in.trc in2.trc > merge.pb 2> /dev/null

have_protoc=0
command -v protoc > /dev/null 2>&1 && have_protoc=1
decode() { protoc --decode=trcfmt.perfetto.Trace -I "$G" trace.proto < "$1"; }
golden() {   # golden NAME FILE: compare (or regenerate) tests/perfetto/NAME with FILE
    if [ -n "${PERFETTO_REGEN:-}" ]; then cp "$2" "$G/$1"; fi
    if cmp -s "$G/$1" "$2"; then tap_ok "golden $1"
    else diff -u "$G/$1" "$2" > d.out; tap_fail "golden $1" d.out; fi
}
if [ $have_protoc = 1 ]; then
    protoc --decode_raw < mixed.pb > mixed.raw 2> raw.err
    golden mixed.raw mixed.raw
    decode mixed.pb > mixed.decode 2> dec.err
    golden mixed.decode mixed.decode
    decode merge.pb > merge.decode 2> dec2.err
    golden merge.decode merge.decode
    trcrpt --output=perfetto -t t.fmt t.trc 2> /dev/null | decode /dev/stdin > typed.decode 2>> dec2.err
    golden typed.decode typed.decode
    if [ ! -s raw.err ] && [ ! -s dec.err ] && [ ! -s dec2.err ]; then tap_ok "protoc decodes without a warning"
    else cat raw.err dec.err dec2.err > e.out; tap_fail "protoc decodes without a warning" e.out; fi
else
    for n in mixed.raw mixed.decode merge.decode typed.decode "protoc decodes without a warning"; do
        tap_ok "# SKIP $n: no protoc (install protobuf-compiler)"
    done
fi

# ---- differential: the events of --output=chrome ----------------------------------------
cat > cmp.py <<'EOF'
import json, sys
def parse(text):
    """protoc's text format -> nested lists of (key, value)."""
    root = []; stack = [root]
    for line in text.splitlines():
        line = line.strip()
        if not line: continue
        if line == "}": stack.pop(); continue
        if line.endswith("{"):
            node = []; stack[-1].append((line[:-1].strip(), node)); stack.append(node); continue
        k, v = line.split(":", 1); v = v.strip()
        if v.startswith('"'): v = bytes(v[1:-1], "latin-1").decode("unicode_escape").encode("latin-1").decode("utf-8", "replace")
        elif v in ("true", "false"): v = v == "true"
        elif v.lstrip("-").isdigit(): v = int(v)
        stack[-1].append((k, v))
    return root
def get(node, k, d=None):
    for kk, v in node:
        if kk == k: return v
    return d
def events(pb):
    names = {"event_categories": {}, "event_names": {}, "debug_annotation_names": {},
             "debug_annotation_string_values": {}}
    tracks = {}; out = []
    for k, p in parse(pb):
        td = get(p, "track_descriptor")
        if td is not None:
            th, pr = get(td, "thread"), get(td, "process")
            tracks[get(td, "uuid")] = (get(th, "pid"), get(th, "tid")) if th else (get(pr, "pid"), 0) if pr else (0, 0)
        idata = get(p, "interned_data")
        for kind, e in idata or []:
            names[kind][get(e, "iid")] = get(e, "name", get(e, "str"))
        te = get(p, "track_event")
        if te is None: continue
        ph = {"TYPE_INSTANT": "i", "TYPE_SLICE_BEGIN": "B", "TYPE_SLICE_END": "E", "TYPE_COUNTER": "C"}[get(te, "type")]
        pid, tid = tracks[get(te, "track_uuid")]
        ev = {"ph": ph, "ts": get(p, "timestamp"), "pid": pid, "tid": tid}
        if ph == "C": ev["lost"] = get(te, "counter_value"); ev["pid"] = ev["tid"] = 0
        if get(te, "name_iid") is not None:
            ev["name"] = names["event_names"][get(te, "name_iid")]
            ev["cat"] = names["event_categories"][get(te, "category_iids")]
            sv = names["debug_annotation_string_values"]
            ev["args"] = [(names["debug_annotation_names"][get(a, "name_iid")],
                           sv[get(a, "string_value_iid")] if get(a, "string_value_iid") is not None else
                           get(a, "string_value", get(a, "int_value", get(a, "uint_value"))))
                          for k, a in te if k == "debug_annotations"]
        out.append(ev)
    return out
def chrome(js):
    out = []
    for e in dict(json.loads(js, object_pairs_hook=list))["traceEvents"]:
        e = dict(e)
        if e["ph"] == "M": continue
        us, ns = str(e["ts"]).split(".") if "." in str(e["ts"]) else (str(e["ts"]), "000")
        ev = {"ph": e["ph"], "ts": int(us) * 1000 + int(ns.ljust(3, "0")), "pid": e["pid"], "tid": e["tid"]}
        if e["ph"] == "C": ev["lost"] = dict(e["args"])["lost"]
        elif not (e["ph"] == "E" and e["args"] == []):   # the ends that close the spans left open
            ev["name"], ev["cat"], ev["args"] = e["name"], e["cat"], [tuple(a) for a in e["args"]]
        out.append(ev)
    return out
p = events(open(sys.argv[1], encoding="utf-8", errors="replace").read())
c = chrome(open(sys.argv[2], encoding="utf-8").read())
for i, (a, b) in enumerate(zip(p, c)):
    # a slice end carries no name in Perfetto: compare what it has
    if a["ph"] == "E" and "name" not in a: b = {k: v for k, v in b.items() if k not in ("name", "cat", "args")}
    # a text that is the label and ` NAME=VALUE` per field is left out (the args say it)
    if "args" in a and not any(k == "text" for k, v in a["args"]) and b.get("args"):
        t = b["args"][0][1]
        rest = " ".join("%s=%s" % (k.split("#")[0], v) for k, v in b["args"][1:] if k not in ("pid64", "tid64"))
        if b["args"][0][0] == "text" and rest and t.endswith(" " + rest):
            b = dict(b, args=b["args"][1:])
    if a != b: print("event", i, "perfetto", a, "chrome", b); sys.exit(1)
if len(p) != len(c): print("counts", len(p), len(c)); sys.exit(1)
print(len(p), "events")
EOF
differ() {   # differ NAME TRCRPT-ARGS...: perfetto and chrome agree event by event
    name=$1; shift
    if [ $have_protoc = 0 ]; then tap_ok "# SKIP $name: no protoc"; return; fi
    trcrpt --output=perfetto "$@" > d.pb 2> /dev/null && trcrpt --output=chrome "$@" > d.json 2> /dev/null
    decode d.pb > d.txt
    if python3 cmp.py d.txt d.json > d.out 2>&1; then tap_ok "$name: the events of --output=chrome ($(cat d.out))"
    else tap_fail "$name: the events of --output=chrome" d.out; fi
}
differ "mixed" -t all.fmt in.trc
differ "typed fields" -t t.fmt t.trc
differ "18 fields in the first record" -t t.fmt t2.trc
differ "-m, two hosts" -t all.fmt -m in.trc in2.trc
differ "--where, -k" -t all.fmt --where 'id != "012"' -k 013 in.trc
cp "$top_srcdir/samples/webd/"*.tmpl . 2> /dev/null
differ "the README's sample (process names from a template)" -t "$top_srcdir/samples/webd" "$top_builddir/samples/example.trc"

# ---- --jobs, terminal ---------------------------------------------------------------------
trcrpt --output=perfetto -t all.fmt --jobs=1 "$top_builddir/samples/example.trc" > j1.pb 2> /dev/null
trcrpt --output=perfetto -t all.fmt --jobs=2 "$top_builddir/samples/example.trc" > j2.pb 2> /dev/null
if [ -s j1.pb ] && cmp -s j1.pb j2.pb; then tap_ok "--jobs=2: the same bytes as one job"
else tap_fail "--jobs=2: the same bytes as one job"; fi
got=$(python3 "$top_srcdir/tests/ptyrun.py" trcrpt -t all.fmt --output=perfetto in.trc 2>&1)
if [ "$got" = "2 trcrpt: refusing to write binary output (--output=perfetto) to a terminal" ]; then tap_ok "a terminal is refused (exit 2)"
else echo "$got" > got.out; tap_fail "a terminal is refused (exit 2)" got.out; fi
# an empty run (no record printed) is still a trace: its first packet only (sequence 1,
# incremental_state_cleared, sequence_flags SEQ_INCREMENTAL_STATE_CLEARED)
trcrpt --output=perfetto -t all.fmt -d 999 in.trc > empty.pb 2> /dev/null
if [ "$(od -An -tx1 empty.pb | tr -d ' \n')" = "0a075001c802016801" ]; then tap_ok "no record printed: the first packet alone"
else od -An -tx1 empty.pb > e.out; tap_fail "no record printed: the first packet alone" e.out; fi
[ $tap_failed -eq 0 ]
