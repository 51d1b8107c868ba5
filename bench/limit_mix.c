/* limit_mix.c -- the same-work limit for the second bench mix (bench/README.md, "The
 * same-work limit"): prints byte for byte what `trcrpt --quiet -t bench/mix.tmpl LOG` (and
 * `-t bench/mix-w.tmpl`) prints for a trace of bench/gen_mix (also rewritten with sync
 * markers by `trcrpt -r`), with nothing trcrpt's work needs left out and nothing general
 * kept in: the trace mapped, a switch on the hook ID, each template's constant text as one
 * copy, table-driven digits.  Refuses (exit 1) a record the six templates do not cover
 * in full, and one trcrpt would print otherwise (limit.h's lim_next: NOTS, a foreign
 * namespace, out of time order, damage).
 *
 * usage: limit_mix LOG */
#include "limit.h"

static const char *const me = "limit_mix";
static lim_log lg;

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
        case 0x200:                                      /* 020 SVC OPEN */
            if (ent < 24) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("020") LIM_SVC "OPEN fd=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            LIM_PUTS(&o, " flags="); lim_x16(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " path="); lim_z(&o, e + 24, ee, hard);
            break;
        case 0x210:                                      /* 021 SVC READ */
            if (ent < 32) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("021") LIM_SVC "READ fd=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            LIM_PUTS(&o, " len="); lim_u64(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " buf="); lim_x16(&o, lim_le64(e + 24));
            LIM_PUTS(&o, " file="); lim_z(&o, e + 32, ee, hard);
            break;
        case 0x220:                                      /* 022 KERN SCHED */
            if (ent < 40) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("022") LIM_KERN "SCHED pid=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            LIM_PUTS(&o, " prio="); lim_i64(&o, (int64_t)lim_le64(e + 16));
            LIM_PUTS(&o, " seq="); lim_u64(&o, lim_le64(e + 24));
            LIM_PUTS(&o, " rc="); lim_i64(&o, (int64_t)lim_le64(e + 32));
            LIM_PUTS(&o, " comm="); lim_z(&o, e + 40, ee, hard);
            break;
        case 0x230:                                      /* 023 INT NETRX */
            if (ent < 48) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("023") LIM_INT "NETRX addr=", x.el);
            lim_x16(&o, x.d1);
            LIM_PUTS(&o, " port="); lim_u64(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " bytes="); lim_u64(&o, lim_le64(e + 24));
            LIM_PUTS(&o, " seq="); lim_u64(&o, lim_le64(e + 32));
            LIM_PUTS(&o, " tag="); lim_x16(&o, lim_le64(e + 40));
            LIM_PUTS(&o, " dev="); lim_z(&o, e + 48, ee, hard);
            break;
        case 0x240:                                      /* 024 APPL USER */
            if (ent < 24) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("024") "USER val=", x.el);
            lim_i64(&o, (int64_t)x.d1);
            LIM_PUTS(&o, " delta="); lim_i64(&o, (int64_t)lim_le64(e + 16));
            LIM_PUTS(&o, " name="); lim_z(&o, e + 24, ee, hard);
            break;
        case 0x250:                                      /* 025 KERN MMAP */
            if (ent < 32) goto short_entry;
            LIM_LINE(&o, &c, LIM_COLS("025") LIM_KERN "MMAP addr=", x.el);
            lim_x16(&o, x.d1);
            LIM_PUTS(&o, " len="); lim_u64(&o, lim_le64(e + 16));
            LIM_PUTS(&o, " prot="); lim_o64(&o, lim_le64(e + 24));
            LIM_PUTS(&o, " map="); lim_z(&o, e + 32, ee, hard);
            break;
        default:
            lim_die(me, "a hook bench/mix.tmpl does not define", x.at);
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
