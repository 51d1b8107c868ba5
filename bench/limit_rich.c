/* limit_rich.c -- the same-work limit for the rich form of the second bench mix
 * (bench/README.md, "The same-work limit"): prints byte for byte what
 * `trcrpt --quiet -t bench/mix-rich.tmpl LOG` prints for a trace of bench/gen_mix (also
 * rewritten with sync markers by `trcrpt -r`).  The six event kinds are those of
 * limit_mix.c; mix-rich.tmpl writes them with a << >> macro and a BITFLAGS (020), a
 * SWITCH on $HD (021), a constant LOOP and a subroutine $0F0 holding a SWITCH on $D1's
 * low bits (022), a LOOP counted by a macro (023), an expression (024) and a SWITCH on
 * $D1 & 7 (025).  Here they are written out as C: each SWITCH and BITFLAGS a table or a
 * branch on the bits it tests, for every value a record may hold (not only the values
 * gen_mix writes); the loops unrolled (their counts are 3 whatever the record holds);
 * the template's soft blanks (docs/ref/language.md §8.3) decided where a string's first
 * or last byte can change them.  A record of hook 0F0 is formatted by 0F0 as trcrpt does.
 * Refuses (exit 1) a record the templates do not cover in full: another hook, a 32-bit
 * or big-endian entry, an entry too short for its fixed fields (trcrpt would print a
 * loop overrun or short entry marker), and what limit.h's lim_next refuses (NOTS, a
 * foreign namespace, out of time order, damage).
 *
 * usage: limit_rich LOG */
#include "limit.h"

static const char *const me = "limit_rich";
static lim_log lg;

/* A short text of a SWITCH case or of a BITFLAGS, copied as one 16-byte move (the output
 * buffer has room past its cursor: LIM_FLUSH), n of its bytes counting. */
typedef struct text16 {
    char s[16];
    unsigned char n;
} text16;
#define T16(lit) { lit, sizeof(lit) - 1 }
LIM_INLINE void put16(lim_out *o, const text16 *t)
{
    lim_copy16(o->p, t->s, 1);
    o->p += t->n;
}

/* 020's BITFLAGS $D1, 1 odd, 2 two, 4 four path= by $D1 & 7, each with the soft blank
 * before it (the X8 before it is a data item).  The greedy second flag-text of §3 makes
 * `path=` (from `path=Z`) flag 4's false text, so it prints when bit 2 is clear, and like
 * every flag text it leaves a soft blank before the Z that follows. */
static const text16 open_flags[8] = {
    T16(" path="), T16(" odd path="), T16(" two path="), T16(" odd two path="),
    T16(" four"), T16(" odd four"), T16(" two four"), T16(" odd two four"),
};
/* 0F0's SWITCH $D1 & 3 (022 calls it after its Z: the caller adds the blank). */
static const text16 sub_0f0[4] = { T16("even4"), T16("odd"), T16("even"), T16("three") };
/* 025's SWITCH $D1 & 7, 0 { none }, 1 { read }, \* { rw }, then " map=" (the blank between
 * the SWITCH and the next descriptor) by $D1 & 7. */
static const text16 mmap_prot[8] = {
    T16(" none map="), T16(" read map="), T16(" rw map="), T16(" rw map="),
    T16(" rw map="), T16(" rw map="), T16(" rw map="), T16(" rw map="),
};

/* Format every record (the output cursor o is a local: see lim_out). */
__attribute__((hot)) static void run(lim_out *out)
{
    lim_out o = *out;
    lim_cols c = {0, 0};
    lim_mixrec x;
    while (lim_next_mix(me, &lg, &x)) {
        const unsigned char *e = x.e, *ee = x.ee, *hard = x.hard;
        const unsigned ent = x.ent;
        if (o.p > o.flush) lim_flush(&o);
        switch (lim_le16(e + 4)) {
        case 0x200:                                      /* 020 SVC OPEN: << >>, BITFLAGS */
            if (ent < 24) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("020") LIM_SVC "OPEN fd=", x.el);
            lim_i64(&o, (int64_t)x.d1);                    /* $fd = $D1, printed %D8 */
            LIM_PUTS(&o, " flags="); lim_x16(&o, lim_le64(e + 16));
            put16(&o, &open_flags[x.d1 & 7]);
            /* Z after a flag text's soft blank: a blank unless Z prints nothing or its
             * text starts with one (only byte 0x20 prints as a blank) */
            if (ent > 24 && e[24] && e[24] != ' ') *o.p++ = ' ';
            lim_z(&o, e + 24, ee, hard);
            break;
        case 0x210: {                                    /* 021 SVC READ: SWITCH $HD */
            if (ent < 32) goto short_entry;
            unsigned hd = lim_le16(e + 6);               /* the sub-hook */
            LIM_LINE(&o, &c, LIM_COLS("021") LIM_SVC "READ fd=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            LIM_PUTS(&o, " len="); lim_u64(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " buf="); lim_x16(&o, lim_le64(e + 24));
            if (hd == 0) LIM_PUTS(&o, " plain file=");
            else { LIM_PUTS(&o, " sub="); lim_x2(&o, hd); LIM_PUTS(&o, " file="); }
            lim_z(&o, e + 32, ee, hard);
            break; }
        case 0x220:                                      /* 022 KERN SCHED: LOOP 3, $0F0 */
            /* LOOP 3 {D8} from byte 16 runs 3 times only if the entry holds 24 bytes
             * there (§12.3: static size) */
            if (ent < 40) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("022") LIM_KERN "SCHED pid=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            *o.p++ = ' '; lim_i64(&o, (int64_t)lim_le64(e + 16));
            *o.p++ = ' '; lim_i64(&o, (int64_t)lim_le64(e + 24));
            *o.p++ = ' '; lim_i64(&o, (int64_t)lim_le64(e + 32));
            LIM_PUTS(&o, " comm="); lim_z(&o, e + 40, ee, hard);
            /* $0F0's text after Z's soft blank: a blank unless the line ends in one (a
             * Z text ending in byte 0x20); an empty Z leaves "comm=" */
            if (o.p[-1] != ' ') *o.p++ = ' ';
            put16(&o, &sub_0f0[x.d1 & 3]);
            break;
        case 0x230:                                      /* 023 INT NETRX: LOOP $n */
            /* $n = ($D1 & 0) + 3 is 3 for every $D1; LOOP $n {U8} from byte 16 runs 3
             * times when 24 bytes are there, and tag=X8 needs 8 more */
            if (ent < 48) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("023") LIM_INT "NETRX addr=", x.el);
            lim_x16(&o, x.d1);
            *o.p++ = ' '; lim_u64(&o, lim_le64(e + 16));
            *o.p++ = ' '; lim_u64(&o, lim_le64(e + 24));
            *o.p++ = ' '; lim_u64(&o, lim_le64(e + 32));
            LIM_PUTS(&o, " tag="); lim_x16(&o, lim_le64(e + 40));
            LIM_PUTS(&o, " dev="); lim_z(&o, e + 48, ee, hard);
            break;
        case 0x240:                                      /* 024 APPL USER: expression */
            if (ent < 24) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("024") "USER val=", x.el);
            lim_i64(&o, (int64_t)(x.d1 * 2 + 1));          /* $v = $D1 * 2 + 1, wrapping */
            LIM_PUTS(&o, " delta="); lim_i64(&o, (int64_t)lim_le64(e + 16));
            LIM_PUTS(&o, " name="); lim_z(&o, e + 24, ee, hard);
            break;
        case 0x250:                                      /* 025 KERN MMAP: SWITCH $D1 & 7 */
            if (ent < 32) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("025") LIM_KERN "MMAP addr=", x.el);
            lim_x16(&o, x.d1);
            LIM_PUTS(&o, " len="); lim_u64(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " prot="); lim_o64(&o, lim_le64(e + 24));
            put16(&o, &mmap_prot[x.d1 & 7]);
            lim_z(&o, e + 32, ee, hard);
            break;
        case 0xF00:                                      /* 0F0 KERN "": the subroutine */
            /* as a template of its own: its empty label prints nothing and leaves no
             * blank, its SWITCH's text starts the line */
            LIM_LINE(&o, &c, LIM_COLS("0F0") LIM_KERN, x.el);
            put16(&o, &sub_0f0[x.d1 & 3]);
            break;
        default:
            lim_die(me, "a hook bench/mix-rich.tmpl does not define", x.at);
        }
        /* no line ends with blanks (docs/ref/report.md §3.2): a Z text that ends the line
         * loses its trailing ones (the text before it has a non-blank byte) */
        while (o.p[-1] == ' ') o.p--;
        *o.p++ = '\n';
        continue;
    short_entry:
        lim_die(me, "short entry", x.at);
    }
    lim_flush(&o);
}

int main(int argc, char **argv)
{
    return lim_mix_main(me, argc, argv, &lg, run);
}
