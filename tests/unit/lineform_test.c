/* lineform_test.c -- unit tests of the compiled form's helpers that only rare templates
 * reach through the report (interp/lineform.h, interp/fuserun.c): where a segment's first
 * op reads (trc_lop_where: its move, of every kind and move; a field start before it),
 * the TAB op's stops against the text builder's (trc_text_tab), and the NL op's line
 * table.  Prints TAP. */
#include <stdio.h>
#include <string.h>
#include "interp/lineform.h"
#include "interp/text.h"
#include "tests/unit/tap.h"

/* Test counters (tests/unit/tap.h). */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* The position a value kind k with move bits `mv` (0, ABS, REL, WRD) reads from, by the
 * runner's rules (LOP_CASES): the reference for trc_lop_where. */
static uint64_t ref_where(unsigned mv, uint32_t add, uint64_t pos, uint64_t bp, int env64)
{
    if (mv == TRC_LOP_WRD) return bp + ((uint64_t)add << (env64 ? 3 : 2));
    if (mv == TRC_LOP_ABS) return bp + add;
    if (mv == TRC_LOP_REL) return pos + add;
    return pos;
}

int main(void)
{
    tap t = { 0, 0 };
    /* every value kind with every move, in both environments, behind a field start */
    static const unsigned moves[] = { 0, TRC_LOP_ABS, TRC_LOP_REL, TRC_LOP_WRD };
    int bad = 0;
    for (unsigned k = TRC_FV_NONE; k <= TRC_FV_HD; k++)
        for (unsigned i = 0; i < 4; i++)
            for (int env64 = 0; env64 <= 1; env64++)
                for (int fopen = 0; fopen <= 1; fopen++) {
                    trc_lop o[2];
                    memset(o, 0, sizeof o);
                    o[fopen].kind = (uint8_t)(k | moves[i]);
                    o[fopen].add = 3;
                    if (fopen) o[0].kind = TRC_FV_FOPEN;
                    if (trc_lop_where(o, 10, 4, env64) != ref_where(moves[i], 3, 10, 4, env64)) bad++;
                }
    ok(&t, bad == 0, "trc_lop_where: every value kind and move (W moves included), after a field start");
    bad = 0;
    for (unsigned k = TRC_FV_DYN; k <= TRC_FV_TAB; k++) {
        if (k == TRC_FV_FOPEN) continue;   /* not a value op: the next op is read */
        trc_lop o;
        memset(&o, 0, sizeof o);
        o.kind = (uint8_t)k;
        o.add = 3;
        if (trc_lop_where(&o, 10, 4, 1) != 10) bad++;
    }
    ok(&t, bad == 0, "trc_lop_where: the kinds without a move read where the text stands");

    /* TAB: the stops of trc_text_tab, for each indent and line length, L=0 or not */
    bad = 0;
    for (int level = 0; level <= 5; level++)
        for (unsigned len = 0; len < 40; len++) {
            trc_text tx;
            trc_text_init(&tx);
            trc_text_begin(&tx, level);
            char s[64];
            memset(s, 'x', sizeof s);
            if (len) trc_text_add(&tx, s, len);
            trc_text_tab(&tx);
            trc_text_end(&tx);
            char buf[128], *ls = buf + 5;
            memset(ls, 'x', len);
            trc_lop o;
            memset(&o, 0, sizeof o);
            o.kind = TRC_FV_TAB;
            o.m = (uint8_t)trc_level_indent(level);
            o.fmt = level == 0;
            char *e = trc_lop_tabstop(&o, ls + len, ls);
            if ((size_t)(e - ls) != tx.buf.len || memcmp(ls, tx.buf.data, tx.buf.len) != 0) bad++;
            trc_text_free(&tx);
        }
    ok(&t, bad == 0, "TAB: the text builder's tab stops at every level and line length");

    /* NL: the line closed, the next opened at its offset and level */
    char text[32] = "ab cd";
    trc_line lines[3];
    memset(lines, 0, sizeof lines);
    trc_llines ll = { text, lines, 1 };
    lines[0].level = 3;
    const char *ls = trc_lop_nl(&ll, 4, text + 2, text);
    ok(&t, ll.n == 2 && lines[0].len == 2 && lines[1].off == 2 && lines[1].level == 4 && ls == text + 2,
       "NL: the open line closed, the next one opened at the op's level");

    return tap_done(t.n, t.failed);
}
