/* limit_sample.c -- the same-work limit for the sample bench mix (bench/README.md, "The
 * same-work limit"): prints byte for byte what `trcrpt --quiet -t samples/sample.fmt LOG`
 * prints for a trace of bench/gen_trclog (hooks 010-014, 018, 01C, 01F of samples/webd/),
 * and with -n what `-h -O ids=off,timestamp=3` prints (the nocols row).  The trace is
 * mapped, a switch on the hook ID picks the template, each template's constant text is one
 * copy, its SWITCH/BITFLAGS/LOOP/macros/subroutine are written out as C.  What prints
 * nothing is left out (pidinstall, starttimer: no column shows the process table, no
 * template of the trace ends a timer).  Refuses (exit 1) a record the templates it covers
 * do not cover in full, and one trcrpt would print otherwise (limit.h's lim_next: NOTS,
 * a foreign namespace, out of time order, damage).
 *
 * usage: limit_sample [-n] LOG */
#include "limit.h"

/* A line's constant prefix PRE (LIM_COLS(...) and the text after it), with the columns
 * unless -n. */
#define LINE(pre) do { \
        if (nocols) lim_line_nocols(&o, LIM_PREFIX(pre), sizeof(pre) - 1); \
        else LIM_LINE(&o, &c, (pre), el); \
    } while (0)

/* Data word n (1..5) of a 32-bit entry: 0 when absent (docs/ref/language.md §10). */
static inline uint64_t dw(const unsigned char *e, unsigned ent, unsigned n)
{
    return 4 * n + 4 <= ent ? lim_be32(e + 4 * n) : 0;
}

static const char *const me = "limit_sample";
static lim_log lg;
static const char *ename[256];      /* errno names as E4 prints them (NULL: decimal) */
static unsigned char elen[256];     /* their lengths */

/* Format every record, with the columns unless nocols (the output cursor o is a local:
 * see lim_out). */
__attribute__((hot)) static void run(lim_out *out, int nocols)
{
    lim_out o = *out;
    lim_cols c = {0, 0};
    const unsigned char *r;
    while ((r = lim_next(me, &lg, 1))) {
        const unsigned char *hard = lg.buf + lg.have;   /* Z may read up to here */
        unsigned ent = lim_be16(r + 4), cpu = lim_be16(r + 6);
        size_t at = lim_at(&lg, r);
        if ((r[9] & 1) || ent < 4) lim_die(me, "not a 32-bit entry", at);
        const unsigned char *e = r + 32;
        unsigned hw = lim_be16(e), hd = lim_be16(e + 2);
        /* types 0 and 8 are generic (D1, then a buffer): only REQUEST's entries are */
        if (((hw & 7) == 0) != ((hw >> 4) == 0x011)) lim_die(me, "generic entry of the wrong hook", at);
        int64_t el = lim_elapsed(&lg);
        if (o.p > o.flush) lim_flush(&o);
        switch (hw >> 4) {
        case 0x010: {                                    /* WEBD START, ipv4() */
            uint64_t a = dw(e, ent, 3);
            LINE(LIM_COLS("010") "WEBD START pid=");
             lim_i64(&o, (int64_t)dw(e, ent, 1));
            LIM_PUTS(&o, " port="); lim_u64(&o, dw(e, ent, 2));
            LIM_PUTS(&o, " addr="); lim_u64(&o, a >> 24 & 255);
            *o.p++ = '.'; lim_u64(&o, a >> 16 & 255);
            *o.p++ = '.'; lim_u64(&o, a >> 8 & 255);
            *o.p++ = '.'; lim_u64(&o, a & 255);
            break; }
        case 0x011: {                                    /* REQUEST: SWITCH on A4, Z */
            if (ent < 12) lim_die(me, "short REQUEST", at);
            const unsigned char *s = e + 8;
            if (!memcmp(s, "GET ", 4)) LINE(LIM_COLS("011") "REQUEST get url=");
            else if (!memcmp(s, "POST", 4)) LINE(LIM_COLS("011") "REQUEST post url=");
            else if (s[0] == 'P') LINE(LIM_COLS("011") "REQUEST other-p url=");
            else lim_die(me, "REQUEST method of no case", at);
            lim_z(&o, e + 12, e + ent, hard);
            while (o.p[-1] == ' ') o.p--;               /* the line's trailing blanks go */
            break; }
        case 0x012:                                      /* SYSCALL: SWITCH on X2, BITFLAGS */
            switch (hd) {
            case 3: LINE(LIM_COLS("012") LIM_SVC "SYSCALL read fd="); goto rw;
            case 4: LINE(LIM_COLS("012") LIM_SVC "SYSCALL write fd=");
            rw:
                lim_i64(&o, (int64_t)dw(e, ent, 1));
                LIM_PUTS(&o, " len="); lim_u64(&o, dw(e, ent, 2));
                break;
            case 5: {
                uint64_t f = dw(e, ent, 2);
                LINE(LIM_COLS("012") LIM_SVC "SYSCALL open");
                /* `& 0003 0000` is a mask entry, 0001 and 0002 plain flags: 3 prints both */
                if ((f & 3) == 0) LIM_PUTS(&o, " O_RDONLY");
                if (f & 1) LIM_PUTS(&o, " O_WRONLY");
                if (f & 2) LIM_PUTS(&o, " O_RDWR");
                if (f & 0x40) LIM_PUTS(&o, " O_CREAT");
                if (f & 0x200) LIM_PUTS(&o, " O_TRUNC");
                break; }
            default:
                LINE(LIM_COLS("012") LIM_SVC "SYSCALL sys="); lim_u64(&o, hd);
            }
            break;
        case 0x013: {                                    /* RETURN: macro SWITCH, errno names */
            if (ent < 8) lim_die(me, "short RETURN", at);
            uint64_t v = dw(e, ent, 2);
            LINE(LIM_COLS("013") LIM_SVC "RETURN rc="); lim_i64(&o, (int32_t)lim_be32(e + 4));
            if (v == 0) LIM_PUTS(&o, " ok");
            else {
                LIM_PUTS(&o, " errno=");
                if (v < 256 && ename[v]) lim_put(&o, ename[v], elen[v]); else lim_u64(&o, v);
            }
            break; }
        case 0x014:                                      /* DISPATCH: LOOP 3 {U4} */
            if (ent < 16 || cpu == 0xFFFF) lim_die(me, "short DISPATCH or no CPU", at);
            LINE(LIM_COLS("014") LIM_KERN "DISPATCH cpu="); lim_u64(&o, cpu);
            *o.p++ = ' '; lim_u64(&o, lim_be32(e + 4));
            *o.p++ = ' '; lim_u64(&o, lim_be32(e + 8));
            *o.p++ = ' '; lim_u64(&o, lim_be32(e + 12));
            LIM_PUTS(&o, " prio="); lim_i64(&o, (int64_t)dw(e, ent, 4));
            break;
        case 0x018: {                                    /* STATS: expressions, $019 */
            int64_t h = (int64_t)dw(e, ent, 1), mi = (int64_t)dw(e, ent, 2);
            if (h + mi == 0) lim_die(me, "STATS of no hits and no misses", at);
            LINE(LIM_COLS("018") "STATS hit%="); lim_i64(&o, h * 100 / (h + mi));
            LIM_PUTS(&o, " total="); lim_i64(&o, h + mi);
            break; }
        case 0x01F:                                      /* STATE: BITFLAGS with false texts */
            LINE(LIM_COLS("01F") "STATE ");
            *o.p++ = hd & 4 ? 'r' : '-';
            *o.p++ = hd & 2 ? 'w' : '-';
            *o.p++ = hd & 1 ? 'x' : '-';
            if (dw(e, ent, 1) == 0) LIM_PUTS(&o, " idle"); else LIM_PUTS(&o, " busy");
            break;
        case 0x01C:                                      /* CTRL: $SKIP, $BREAK, $NOPRINT */
            if (hd == 1 || hd == 3) continue;           /* nothing printed, no delta */
            if (hd == 2) LINE(LIM_COLS("01C") "CTRL half"); else LINE(LIM_COLS("01C") "CTRL normal");
            break;
        default:
            lim_die(me, "a hook this program does not cover", at);
        }
        *o.p++ = '\n';
    }
    lim_flush(&o);
}

int main(int argc, char **argv)
{
    int nocols = argc == 3 && !strcmp(argv[1], "-n");
    if (argc != 2 + nocols) { fprintf(stderr, "usage: limit_sample [-n] LOG\n"); return 2; }
    lim_out o;
    lim_open(me, argv[1 + nocols], &lg, &o, !nocols);
    if (!lg.big) lim_die(me, "little-endian trace", 8);
    /* glibc's strerrorname_np, as trcrpt's E4 (docs/ref/language.md §6.2) */
    for (int i = 1; i < 256; i++) {
        ename[i] = strerrorname_np(i);
        elen[i] = (unsigned char)(ename[i] ? strlen(ename[i]) : 0);
    }
    run(&o, nocols);
    return 0;
}
