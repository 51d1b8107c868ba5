/* limit_json.c -- the same-work limit of the second bench mix's JSON Lines (bench/README.md,
 * "The same-work limit"): prints byte for byte what `trcrpt --quiet --output=json -t
 * bench/mix.tmpl LOG` (and `-t bench/mix-w.tmpl`) prints for a trace of bench/gen_mix (also
 * rewritten with sync markers by `trcrpt -r`: the offsets are the records' own), one object
 * per record (docs/ref/report.md §5.1), with nothing trcrpt's work needs left out and
 * nothing general kept in: a switch on the hook ID, each object's constant pieces (keys,
 * ID, label, level, the text's first constant) as whole copies, every value written once
 * (the text's numbers, hex and Z copied into `fields`), the time's date and second kept
 * until the second changes, JSON escaping only in the Z strings (the one value that can
 * need it), the `data` hex 16 bytes a step.  Refuses (exit 1) a record the six templates
 * do not cover in full or that trcrpt would print otherwise (limit.h's lim_next: NOTS, a
 * foreign namespace, out of time order, damage).
 *
 * usage: limit_json LOG */
#include "limit.h"

static const char *const me = "limit_json";
static lim_log lg;

/* `","file":"PATH","offset":`, PATH the argument as JSON (trcrpt's $LOGFILE): padded to 16 */
#define TAIL_MAX 4096
static char tail[TAIL_MAX + 16];
static size_t tail_len;

/* The record's time: `,"time":"YYYY-MM-DDTHH:MM:SS.` of the second that starts at base ns
 * (recomputed when a record's time leaves that second). */
static char tpre[64];    /* 29 bytes: ns since 1970 in 64 bits are years 1677-2262 */
static uint64_t tbase;   /* (modulo 2^64: a second near INT64_MIN starts below it) */
static int tknown;       /* 1 once tpre holds a second */

/* The room one object can take: text and fields with a Z of 65535 bytes each at 3 bytes a
 * byte (U+FFFD), data 2 a byte, the file tail, the rest. */
#define OBJ_ROOM (8u * 65536u + TAIL_MAX + 2048u)

/* The keys and constants of one object before its elapsed_ns (<= 64 bytes) and between
 * its tid and its first field's value (<= 48): zero-padded so that a copy moves whole
 * 16-byte words. */
#define HEAD(lit) __extension__ ({ \
        _Static_assert(sizeof(lit) <= 64, "head longer than the 64 bytes copied"); \
        static const char h_[64] = lit; \
        lim_copy16(o.p, h_, 4); \
        o.p += sizeof(lit) - 1; })
#define MID(lit) __extension__ ({ \
        _Static_assert(sizeof(lit) <= 48, "text prefix longer than the 48 bytes copied"); \
        static const char m_[48] = lit; \
        lim_copy16(o.p, m_, 3); \
        o.p += sizeof(lit) - 1; })
#define TEXT(lbl) ",\"process\":null,\"text\":\"" lbl

/* Copy n <= 32 bytes written earlier in the buffer (s before o->p) to o->p. */
LIM_INLINE void copy32(lim_out *o, const char *s, size_t n)
{
    lim_copy16(o->p, s, 2);
    o->p += n;
}

/* Copy the n bytes of a Z's JSON text written earlier at s (16 bytes a step; s + n is
 * before o->p, so every byte read is read before a store reaches it). */
LIM_INLINE void copyz(lim_out *o, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i += 16) lim_copy16(o->p + i, s + i, 1);
    o->p += n;
}

/* A second's `,"time":"YYYY-MM-DDTHH:MM:SS.` into tpre (cold: once a second of trace
 * time; proleptic Gregorian days to a date as trcrpt's common/civil.h). */
__attribute__((cold, noinline)) static void time_second(int64_t w)
{
    int64_t secs = w / 1000000000, frac = w % 1000000000;
    if (frac < 0) secs--;
    int64_t days = secs / 86400, sod = secs % 86400;
    if (sod < 0) { sod += 86400; days--; }
    int64_t z = days + 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    unsigned d = doy - (153 * mp + 2) / 5 + 1, mo = mp < 10 ? mp + 3 : mp - 9;
    int64_t y = (int64_t)yoe + era * 400 + (mo <= 2);
    if (snprintf(tpre, sizeof tpre, ",\"time\":\"%04lld-%02u-%02uT%02u:%02u:%02u.", (long long)y, mo, d,
                 (unsigned)(sod / 3600), (unsigned)(sod / 60 % 60), (unsigned)(sod % 60)) != 29)
        lim_die(me, "a year of other than 4 digits", 0);
    tbase = (uint64_t)secs * 1000000000u;
    tknown = 1;
}

/* `,"cpu":C,"pid":P,"tid":T` of the envelopes seen last, by cpu & 7 (trcrpt keeps such a
 * cache too): the key (tid, pid << 16 | cpu) and the text, zero-padded to 64 bytes. */
typedef struct who_ent {
    uint64_t tid, pc;
    char text[64];
    size_t len;
} who_ent;
static who_ent whoc[8];

/* Render the text of an envelope's cpu, pid and tid into c (null for the unknown ones). */
__attribute__((noinline)) static void who_miss(who_ent *c, unsigned cpu, uint32_t pid, uint64_t tid)
{
    lim_out q = { c->text, c->text };
    memset(c->text, 0, sizeof c->text);
    LIM_PUTS(&q, ",\"cpu\":");
    if (cpu == 0xFFFF) LIM_PUTS(&q, "null"); else lim_u27(&q, cpu);
    LIM_PUTS(&q, ",\"pid\":");
    if (pid == UINT32_MAX) LIM_PUTS(&q, "null"); else lim_u64(&q, pid);
    LIM_PUTS(&q, ",\"tid\":");
    if (tid == UINT64_MAX) LIM_PUTS(&q, "null"); else lim_u64(&q, tid);
    c->len = (size_t)(q.p - c->text);
    memset(q.p, 0, 8);                               /* the digits' stores past the end */
    c->tid = tid;
    c->pc = (uint64_t)pid << 16 | cpu;
}

/* `,"time":null` or the record's time (start wall clock + elapsed, null when unknown or
 * out of range, as trcrpt) and `,"cpu":C,"pid":P,"tid":T` of the envelope r. */
LIM_INLINE void who(lim_out *o, const unsigned char *r, int64_t el)
{
    int64_t w;
    if (lg.wall == INT64_MIN || __builtin_add_overflow(lg.wall, el, &w) || w == INT64_MIN) {
        LIM_PUTS(o, ",\"time\":null");
    } else {
        /* (the times of records in time order only grow: no second wraps onto another) */
        uint64_t frac = (uint64_t)w - tbase;
        if (frac >= 1000000000u || !tknown) {
            time_second(w);
            frac = (uint64_t)w - tbase;
        }
        lim_copy16(o->p, tpre, 2);                     /* ,"time":"YYYY-MM-DDTHH:MM:SS. */
        o->p += 29;
        *o->p = (char)('0' + frac / 100000000u);
        lim_st8(o->p + 1, lim_dec8((uint32_t)(frac % 100000000u)));
        o->p += 9;
        *o->p++ = 'Z';
        *o->p++ = '"';
    }
    unsigned cpu = lim_le16(r + 6);
    uint32_t pid = lim_le32(r + 12);
    uint64_t tid = lim_le64(r + 16);
    who_ent *c = &whoc[cpu & 7];
    if (c->tid != tid || c->pc != ((uint64_t)pid << 16 | cpu) || !c->len) who_miss(c, cpu, pid, tid);
    lim_copy16(o->p, c->text, 4);
    o->p += c->len;
}

/* Format every record (the output cursor o is a local: see lim_out). */
__attribute__((hot)) static void run(lim_out *out)
{
    lim_out o = *out;
    int64_t prev = 0;
    int any = 0;
    lim_mixrec x;
    while (lim_next_mix(me, &lg, &x)) {
        const unsigned char *e = x.e, *ee = x.ee, *hard = x.hard, *r = e - 32;
        const unsigned ent = x.ent;
        if (o.p > o.flush) lim_flush(&o);
        int64_t d = any ? lim_delta(x.el, prev) : 0;
        prev = x.el;
        any = 1;
        /* the text's values: v1..v5 where each was written, n1 the first's length; z the
         * Z's JSON text, zn its length */
        char *v1, *v2, *v3, *v4, *v5, *z;
        size_t n1, n2, n3, n4, zn, zsp;
#define EL() do { lim_i64(&o, x.el); LIM_PUTS(&o, ",\"delta_ns\":"); lim_i64(&o, d); who(&o, r, x.el); } while (0)
#define VAL(v, n, put) do { v = o.p; put; n = (size_t)(o.p - v); } while (0)
#define ZVAL(off) do { \
            z = o.p; lim_zjson(&o, e + (off), ee, hard); zn = (size_t)(o.p - z); zsp = 0; \
            if (zn && o.p[-1] == ' ') while (zsp < zn && o.p[-1] == ' ') { o.p--; zsp++; } \
        } while (0)
/* the Z in fields: its trailing blanks too (the text drops them, docs/ref/report.md §5) */
#define ZCOPY() do { \
            copyz(&o, z, zn - zsp); \
            if (zsp) { memset(o.p, ' ', zsp); o.p += zsp; } \
        } while (0)
        switch (lim_le16(e + 4)) {
        case 0x200:                                      /* 020 SVC OPEN */
            if (ent < 24) goto short_entry;
            HEAD("{\"id\":\"020\",\"label\":\"OPEN\",\"level\":\"SVC\",\"elapsed_ns\":");
            EL();
            MID(TEXT("OPEN fd="));
            VAL(v1, n1, lim_i64(&o, (int64_t)x.d1));
            LIM_PUTS(&o, " flags="); VAL(v2, n2, lim_x16(&o, lim_le64(e + 16)));
            LIM_PUTS(&o, " path="); ZVAL(24);
            LIM_PUTS(&o, "\",\"fields\":{\"fd\":"); copy32(&o, v1, n1);
            LIM_PUTS(&o, ",\"flags\":\""); copy32(&o, v2, n2);
            LIM_PUTS(&o, "\",\"path\":\""); ZCOPY();
            break;
        case 0x210:                                      /* 021 SVC READ */
            if (ent < 32) goto short_entry;
            HEAD("{\"id\":\"021\",\"label\":\"READ\",\"level\":\"SVC\",\"elapsed_ns\":");
            EL();
            MID(TEXT("READ fd="));
            VAL(v1, n1, lim_i64(&o, (int64_t)x.d1));
            LIM_PUTS(&o, " len="); VAL(v2, n2, lim_u64(&o, lim_le64(e + 16)));
            LIM_PUTS(&o, " buf="); VAL(v3, n3, lim_x16(&o, lim_le64(e + 24)));
            LIM_PUTS(&o, " file="); ZVAL(32);
            LIM_PUTS(&o, "\",\"fields\":{\"fd\":"); copy32(&o, v1, n1);
            LIM_PUTS(&o, ",\"len\":"); copy32(&o, v2, n2);
            LIM_PUTS(&o, ",\"buf\":\""); copy32(&o, v3, n3);
            LIM_PUTS(&o, "\",\"file\":\""); ZCOPY();
            break;
        case 0x220:                                      /* 022 KERN SCHED */
            if (ent < 40) goto short_entry;
            HEAD("{\"id\":\"022\",\"label\":\"SCHED\",\"level\":\"KERN\",\"elapsed_ns\":");
            EL();
            MID(TEXT("SCHED pid="));
            VAL(v1, n1, lim_i64(&o, (int64_t)x.d1));
            LIM_PUTS(&o, " prio="); VAL(v2, n2, lim_i64(&o, (int64_t)lim_le64(e + 16)));
            LIM_PUTS(&o, " seq="); VAL(v3, n3, lim_u64(&o, lim_le64(e + 24)));
            LIM_PUTS(&o, " rc="); VAL(v4, n4, lim_i64(&o, (int64_t)lim_le64(e + 32)));
            LIM_PUTS(&o, " comm="); ZVAL(40);
            LIM_PUTS(&o, "\",\"fields\":{\"pid\":"); copy32(&o, v1, n1);
            LIM_PUTS(&o, ",\"prio\":"); copy32(&o, v2, n2);
            LIM_PUTS(&o, ",\"seq\":"); copy32(&o, v3, n3);
            LIM_PUTS(&o, ",\"rc\":"); copy32(&o, v4, n4);
            LIM_PUTS(&o, ",\"comm\":\""); ZCOPY();
            break;
        case 0x230:                                      /* 023 INT NETRX */
            if (ent < 48) goto short_entry;
            HEAD("{\"id\":\"023\",\"label\":\"NETRX\",\"level\":\"INT\",\"elapsed_ns\":");
            EL();
            MID(TEXT("NETRX addr="));
            VAL(v1, n1, lim_x16(&o, x.d1));
            LIM_PUTS(&o, " port="); VAL(v2, n2, lim_u64(&o, lim_le64(e + 16)));
            LIM_PUTS(&o, " bytes="); VAL(v3, n3, lim_u64(&o, lim_le64(e + 24)));
            LIM_PUTS(&o, " seq="); VAL(v4, n4, lim_u64(&o, lim_le64(e + 32)));
            LIM_PUTS(&o, " tag="); v5 = o.p; lim_x16(&o, lim_le64(e + 40));
            LIM_PUTS(&o, " dev="); ZVAL(48);
            LIM_PUTS(&o, "\",\"fields\":{\"addr\":\""); copy32(&o, v1, n1);
            LIM_PUTS(&o, "\",\"port\":"); copy32(&o, v2, n2);
            LIM_PUTS(&o, ",\"bytes\":"); copy32(&o, v3, n3);
            LIM_PUTS(&o, ",\"seq\":"); copy32(&o, v4, n4);
            LIM_PUTS(&o, ",\"tag\":\""); copy32(&o, v5, 16);
            LIM_PUTS(&o, "\",\"dev\":\""); ZCOPY();
            break;
        case 0x240:                                      /* 024 APPL USER */
            if (ent < 24) goto short_entry;
            HEAD("{\"id\":\"024\",\"label\":\"USER\",\"level\":\"APPL\",\"elapsed_ns\":");
            EL();
            MID(TEXT("USER val="));
            VAL(v1, n1, lim_i64(&o, (int64_t)x.d1));
            LIM_PUTS(&o, " delta="); VAL(v2, n2, lim_i64(&o, (int64_t)lim_le64(e + 16)));
            LIM_PUTS(&o, " name="); ZVAL(24);
            LIM_PUTS(&o, "\",\"fields\":{\"val\":"); copy32(&o, v1, n1);
            LIM_PUTS(&o, ",\"delta\":"); copy32(&o, v2, n2);
            LIM_PUTS(&o, ",\"name\":\""); ZCOPY();
            break;
        case 0x250:                                      /* 025 KERN MMAP */
            if (ent < 32) goto short_entry;
            HEAD("{\"id\":\"025\",\"label\":\"MMAP\",\"level\":\"KERN\",\"elapsed_ns\":");
            EL();
            MID(TEXT("MMAP addr="));
            VAL(v1, n1, lim_x16(&o, x.d1));
            LIM_PUTS(&o, " len="); VAL(v2, n2, lim_u64(&o, lim_le64(e + 16)));
            LIM_PUTS(&o, " prot="); VAL(v3, n3, lim_o64(&o, lim_le64(e + 24)));
            LIM_PUTS(&o, " map="); ZVAL(32);
            LIM_PUTS(&o, "\",\"fields\":{\"addr\":\""); copy32(&o, v1, n1);
            LIM_PUTS(&o, "\",\"len\":"); copy32(&o, v2, n2);
            LIM_PUTS(&o, ",\"prot\":\""); copy32(&o, v3, n3);
            LIM_PUTS(&o, "\",\"map\":\""); ZCOPY();
            break;
        default:
            lim_die(me, "a hook bench/mix.tmpl does not define", x.at);
        }
#undef EL
#undef VAL
#undef ZVAL
#undef ZCOPY
        LIM_PUTS(&o, "\"},\"env\":64,\"hd\":");
        lim_u27(&o, lim_le16(e + 6));
        LIM_PUTS(&o, ",\"data\":\"");
        lim_hexbytes(&o, e + 8, ent - 8);
        for (size_t i = 0; i < tail_len; i += 16) lim_copy16(o.p + i, tail + i, 1);
        o.p += tail_len;
        lim_u64(&o, x.at);
        LIM_PUTS(&o, "}\n");
        continue;
    short_entry:
        lim_die(me, "short entry", x.at);
    }
    lim_flush(&o);
}

int main(int argc, char **argv)
{
    if (argc != 2) { fprintf(stderr, "usage: %s LOG\n", me); return 2; }
    const char *path = argv[1];
    size_t pl = strlen(path);
    if (pl > (TAIL_MAX - 32) / 6) { fprintf(stderr, "%s: file name too long\n", me); return 1; }
    lim_out t = { tail, tail };
    LIM_PUTS(&t, "\",\"file\":\"");
    for (size_t i = 0; i < pl;) {        /* the path as JSON: any byte may need escaping */
        size_t used;
        t.p = lim_json_special(t.p, (const unsigned char *)path + i, pl - i, &used);
        i += used;
    }
    LIM_PUTS(&t, "\",\"offset\":");
    tail_len = (size_t)(t.p - tail);
    lim_out o;
    lim_open(me, path, &lg, &o, 0);
    if (lg.big) lim_die(me, "big-endian trace", 8);
    o.flush = lim_buf + LIM_BUF - OBJ_ROOM;
    run(&o);
    return 0;
}
