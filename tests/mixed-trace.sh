# tests/mixed-trace.sh -- sourced by tests/jobs.sh and tests/range.sh: `gen SYNCINTERVAL
# [EVENTS]` prints a trcasm text trace for tests/fixtures/mixed.fmt behind
# templates/system.tmpl (`mixed_set OUT` writes that set, without 017); `damage IN OUT` writes IN with 60 bytes flipped and four runs of
# 90 bytes overwritten (the same bytes every time).
# ~12000 records: a mix of levels, multi-line and L=0 events, short entries (faults), a
# division by zero, unknown hooks, 006 losses, a 16-bit-namespace hook, and process names
# installed by 00A records along the way (workers must replay them for PROCESS NAME).
gen() {   # SYNCINTERVAL [EVENTS (12000)]
    awk -v si="$1" -v n="${2:-12000}" 'BEGIN {
    print "trcasm 1"; print "start 1709294400000000000 0"; print "cpus 4"
    print "syncinterval " si; print "records"
    split("app bee cat", nm, " "); split("617070 626565 636174", hx, " ")
    for (i = 0; i < n; i++) {
        t = 1000 * i + (i % 13) * 7; c = i % 4; p = 100 + i % 3; d = sprintf("%08X", i)
        if (i % 2000 == 0) { k = int(i / 2000) % 3 + 1
            printf "ev t=%d cpu=0 pid=- tid=- hw=00A80016 d=00000001 buf=000000%02X00000001000000000000000%s00\n", t, 100 + (i / 2000) % 3, "0" hx[k] }
        if (si && i % 300 == 299) printf "sync seq=%d t=%d\n", int(i / 300), t
        m = i % 11
        if (m == 0) printf "ev t=%d cpu=%d pid=%d tid=%d hw=010A0000 d=%s\n", t, c, p, 1000 + i % 5, d
        else if (m == 1) printf "ev t=%d cpu=%d pid=%d tid=%d hw=011E0000 d=00000003,00000004,000001ED,00000000,00000000\n", t, c, p, 1000 + i % 5
        else if (m == 2) printf "ev t=%d cpu=%d pid=%d tid=%d hw=012A0000 d=%s\n", t, c, p, 1000 + i % 5, d
        else if (m == 3) printf "ev t=%d cpu=%d pid=%d tid=%d hw=013A0000 d=%s\n", t, c, p, 1000 + i % 5, d
        else if (m == 4 && i % 3 == 0) printf "ev t=%d cpu=%d pid=%d tid=%d hw=014A0000 d=00000001\n", t, c, p, 1000 + i % 5
        else if (m == 5) printf "ev t=%d cpu=%d pid=%d tid=%d hw=015A0000 d=%s\n", t, c, p, 1000 + i % 5, d
        else if (m == 6) printf "ev t=%d cpu=%d pid=%d tid=%d hw=016A0000 d=00000000\n", t, c, p, 1000 + i % 5
        else if (m == 7 && i % 5 == 0) printf "ev t=%d cpu=%d pid=%d tid=%d hw=019A0000 d=%s\n", t, c, p, 1000 + i % 5, d
        else if (m == 8 && i % 7 == 0) printf "ev t=%d cpu=- pid=- tid=- hw=0AAA0003 d=00000009\n", t
        else if (m == 9 && i % 97 == 0) printf "ev t=%d cpu=1 pid=%d tid=44 hw=006E0001 d=00000005,00000000,00000000,00000100,00000000\n", t, p
        else if (m == 10 && i % 4 == 0) printf "ev t=%d cpu=%d pid=%d tid=%d hw=8000000812340005 d=00000000DEADBEEF\n", t, c, p, 1000 + i % 5
        else printf "ev t=%d cpu=%d pid=%d tid=%d hw=018E0000 d=61620162,FF630000,00000000,00000000,00000000\n", t, c, p, 1000 + i % 5
    } }'
}

damage() {   # IN OUT: the damaged copy (python3 needed: without it the test stops)
    python3 - "$1" "$2" <<'PYEOF' || { echo "damage: python3 failed" >&2; exit 1; }
import random, sys
d = bytearray(open(sys.argv[1], 'rb').read())
random.seed(11)
for i in range(60):
    p = random.randrange(200, len(d)); d[p] ^= 0xFF
for off in (100000, 200003, 300000, 400000):
    for j in range(90): d[off + j] = 0xAB
open(sys.argv[2], 'wb').write(d)
PYEOF
}

mixed_set() {   # OUT: templates/system.tmpl, then tests/fixtures/mixed.fmt without 017
    { cat "$top_srcdir/templates/system.tmpl"; sed '/^017 /d' "$top_srcdir/tests/fixtures/mixed.fmt"; } > "$1"
}
