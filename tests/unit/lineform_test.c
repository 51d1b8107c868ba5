/* lineform_test.c -- unit tests of the compiled form's helpers that only rare templates
 * reach through the report (interp/lineform.h, interp/fuserun.c): where a segment's first
 * op reads (trc_lop_where: its move, of every kind and move; a field start before it),
 * the TAB op's stops against the text builder's (trc_text_tab), the NL op's line table,
 * and which fields the compiled form marks as one decimal value (trc_field.num, which
 * the structured outputs then take as they are).  Prints TAP. */
#include <stdio.h>
#include <string.h>
#include "interp/lineform.h"
#include "interp/text.h"
#include "interp/vm.h"
#include "tests/unit/compile.h"
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

/* The fields' trc_field.num of one record of hook 010 formatted by `text`'s template, as
 * a string of '0' and '1' into out (n fields at most); the compiled form or, with
 * no_fuse, the interpreter.  0, or -1 on a failure. */
static int field_nums(const char *text, int no_fuse, char *out, size_t n)
{
    trc_progset *set = tu_compile(text);
    trc_vm_opts o = { 0 };
    o.logfile = "t.trc";
    o.trace_env = 32;
    o.no_fuse = no_fuse;
    trc_vm *vm = set ? trc_vm_new(set, &o) : NULL;
    /* 32-bit hook word 010A (generic), then 00000007 DEADBEEF FE 0102 00000008 FFFFFFF1 */
    static const uint8_t fb[] = { 0x01, 0x0A, 0, 0, 0, 0, 0, 7, 0xDE, 0xAD, 0xBE, 0xEF, 0xFE,
                                  0x01, 0x02, 0, 0, 0, 0, 8, 0xFF, 0xFF, 0xFF, 0xF1 };
    trc_record rec;
    tu_record(&rec, fb, sizeof fb);
    trc_event ev;
    int st = -1;
    if (vm && (no_fuse || set->progs[0].fused) && trc_vm_run(vm, &rec, 0, &ev) == 0 && ev.nfields < n) {
        for (uint32_t i = 0; i < ev.nfields; i++) out[i] = (char)('0' + ev.fields[i].num);
        out[ev.nfields] = 0;
        st = 0;
    }
    trc_vm_free(vm);
    trc_progset_free(set);
    return st;
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

    /* trc_field.num: the base-10 fields of one decimal value (U4, D1, U2, D4, $D1%D4), not
     * the hex or octal ones; never from the interpreter */
    static const char tmpl[] = "010 1.0 L=APPL a=U4 b=X4 c=D1 d=U2 e=o4 f=D4 g=$D1%D4 h=$D1%X4\n";
    char nums[16] = "";
    ok(&t, field_nums(tmpl, 0, nums, sizeof nums) == 0 && strcmp(nums, "10110110") == 0,
       "trc_field.num: the compiled form marks its one-value decimal fields (%s)", nums);
    ok(&t, field_nums(tmpl, 1, nums, sizeof nums) == 0 && strcmp(nums, "00000000") == 0,
       "trc_field.num: the interpreter marks none (%s)", nums);
    return tap_done(t.n, t.failed);
}
