/* lineform.h -- the one runner of the compiled form (trc_lop, interp/fuse.h;
 * docs/interpreter.md §The compiled form): static inline, so that the report's fast lane
 * (report/report.c) lays a record's text out in the same function as its cells, with the
 * byte order and "fields or not" constants, and the VM (interp/fuserun.c) runs it with
 * the fields for every other output.  interp/fuse.c builds the line forms. */
#ifndef TRC_LINEFORM_H
#define TRC_LINEFORM_H
#include <stdint.h>
#include <string.h>
#include "common/buf.h"
#include "common/digits.h"
#include "common/record.h"
#include "common/recfacts.h"
#include "interp/arith.h"
#include "interp/field.h"
#include "interp/fuse.h"
#include "interp/program.h"
#include "interp/text.h"
#include "interp/vm.h"

/* Unsigned m-byte integer at p (m = 1 2 4 8). */
static inline __attribute__((always_inline)) uint64_t trc_lop_get_m(const uint8_t *p, unsigned m,
                                                            trc_byteorder bo)
{
    switch (m) {
    case 1: return p[0];
    case 2: return trc_get16(p, bo);
    case 4: return trc_get32(p, bo);
    default: return trc_get64(p, bo);
    }
}

/* The subject of a SWITCH, BITFLAGS or LOOP of the line form (src, m, fmt: trc_lswitch)
 * into *v, read as the interpreter reads it (a code at *pos moves it; $Dn as LOADP; nr:
 * the number registers); 0 when the record is too short for the code. */
static inline __attribute__((always_inline)) int trc_lop_subject(unsigned src, unsigned m,
                                                                 unsigned fmt, const uint8_t *fb,
                                                                 uint32_t L, uint64_t *pos,
                                                                 int env64, int generic,
                                                                 trc_byteorder bo,
                                                                 const int64_t *nr, uint64_t *v)
{
    if (src == TRC_LSW_CODE) {   /* as RCODE: only D is signed */
        if (*pos + m > L) return 0;
        uint64_t x = trc_lop_get_m(fb + *pos, m, bo);
        *pos += m;
        *v = fmt == 'D' ? (uint64_t)trc_rec_sext(x, m) : x;
    } else if (src == TRC_LSW_HD) {
        *v = trc_rec_hd(fb, L, env64, bo);
    } else if (src == TRC_LSW_NREG) {
        *v = (uint64_t)nr[m];
    } else {   /* as LOADP $Dn (the DREG op's value) */
        if (env64) generic = trc_rec_generic64(fb, L, bo);
        *v = trc_rec_dword(fb, L, env64 ? 8 : 4, generic, m, bo);
    }
    return 1;
}

/* Hex of v with at least `digits` digits (the text of trc_fmt_hex). */
static inline char *trc_lop_hex_min(char *d, uint64_t v, unsigned digits)
{
    if (digits == 16) {
        trc_put_hex8(d, (uint32_t)(v >> 32));
        trc_put_hex8(d + 8, (uint32_t)v);
        return d + 16;
    }
    if (digits == 8 && v <= UINT32_MAX) {
        trc_put_hex8(d, (uint32_t)v);
        return d + 8;
    }
    return d + trc_fmt_hex(d, v, digits);
}

/* ---- each compiled value kind's printing, written once --------------------------------
 * trc_lop_run (below) expands these in its switch; the VM prints the same kinds in
 * interp/codes.c.  Macros, not inline functions: as functions GCC out-lines the decimal
 * and hex writers into them (12-36 instructions an event more in the fast lane).  The
 * read kinds take the value at fb + pos of a record of L bytes, run FAIL (a `return NULL`)
 * when the record is too short for it, write it at d and move d and pos on (v: the
 * caller's scratch variable for the value, where one is named). */
#define TRC_FV_PUT_X4(d, fb, pos, L, bo, FAIL)                                                  \
    do {                                                                                      \
        if ((pos) + 4 > (L)) FAIL;                                                            \
        trc_put_hex8((d), trc_get32((fb) + (pos), (bo)));                                     \
        (pos) += 4;                                                                           \
        (d) += 8;                                                                             \
    } while (0)
#define TRC_FV_PUT_X8(d, fb, pos, L, bo, FAIL, v)                                                \
    do {                                                                                      \
        if ((pos) + 8 > (L)) FAIL;                                                            \
        (v) = trc_get64((fb) + (pos), (bo));                                                  \
        trc_put_hex8((d), (uint32_t)((v) >> 32));                                             \
        trc_put_hex8((d) + 8, (uint32_t)(v));                                                 \
        (pos) += 8;                                                                           \
        (d) += 16;                                                                            \
    } while (0)
#define TRC_FV_PUT_U4(d, fb, pos, L, bo, FAIL)                                                  \
    do {                                                                                      \
        if ((pos) + 4 > (L)) FAIL;                                                            \
        (d) += trc_put_u64((d), trc_get32((fb) + (pos), (bo)));                               \
        (pos) += 4;                                                                           \
    } while (0)
#define TRC_FV_PUT_U8(d, fb, pos, L, bo, FAIL)                                                  \
    do {                                                                                      \
        if ((pos) + 8 > (L)) FAIL;                                                            \
        (d) += trc_put_u64((d), trc_get64((fb) + (pos), (bo)));                               \
        (pos) += 8;                                                                           \
    } while (0)
#define TRC_FV_PUT_D4(d, fb, pos, L, bo, FAIL)                                                  \
    do {                                                                                      \
        if ((pos) + 4 > (L)) FAIL;                                                            \
        (d) += trc_put_i64((d), trc_rec_sext(trc_get32((fb) + (pos), (bo)), 4));              \
        (pos) += 4;                                                                           \
    } while (0)
#define TRC_FV_PUT_D8(d, fb, pos, L, bo, FAIL)                                                  \
    do {                                                                                      \
        if ((pos) + 8 > (L)) FAIL;                                                            \
        (d) += trc_put_i64((d), (int64_t)trc_get64((fb) + (pos), (bo)));                      \
        (pos) += 8;                                                                           \
    } while (0)
/* X U D o of m = 1 2 4 8 bytes (fmt: the letter; o: any other) */
#define TRC_FV_PUT_INT(d, fb, pos, L, bo, m, fmt, FAIL, v)                                       \
    do {                                                                                      \
        unsigned fm_ = (m);                                                                   \
        if ((pos) + fm_ > (L)) FAIL;                                                          \
        (v) = trc_lop_get_m((fb) + (pos), fm_, (bo));                                         \
        (pos) += fm_;                                                                         \
        switch (fmt) {                                                                        \
        case 'X': trc_put_hex((d), (v), 2 * fm_); (d) += 2 * fm_; break;                      \
        case 'U': (d) += trc_put_u64((d), (v)); break;                                        \
        case 'D': (d) += trc_put_i64((d), trc_rec_sext((v), fm_)); break;                     \
        default: (d) += trc_fmt_oct((d), (v)); break;                                         \
        }                                                                                     \
    } while (0)
/* a register's value v ($Dn, $CPUID, a number register) with register format fmt ('D'
 * 'U' 'o', TRC_FMT_DWORD, or the minimum digit count of %Xa; an errno name is a kind of
 * its own, TRC_FV_ERRNO: as a case here it costs the line 8 instructions an event) */
#define TRC_FV_PUT_DREG(d, v, fmt, env64)                                                       \
    do {                                                                                      \
        switch (fmt) {                                                                        \
        case 'D': (d) += trc_put_i64((d), (int64_t)(v)); break;                               \
        case TRC_FMT_DWORD: (d) += trc_put_i64((d), trc_dword_signed((v), (env64))); break;   \
        case 'U': (d) += trc_put_u64((d), (v)); break;                                        \
        case 'o': (d) += trc_fmt_oct((d), (v)); break;                                        \
        default: (d) = trc_lop_hex_min((d), (v), (fmt)); break;                               \
        }                                                                                     \
    } while (0)
/* Z: the NUL-terminated text at pos (control bytes as '.'), pos past its NUL; nothing
 * at or past the end (the soft blank before it is the caller's) */
#define TRC_FV_PUT_Z(d, fb, pos, L)                                                             \
    do {                                                                                      \
        if ((pos) < (L)) {                                                                    \
            size_t fa_ = (L) - (pos), fk_ = trc_copy_z((d), (fb) + (pos), fa_);               \
            (d) += fk_;                                                                       \
            (pos) += fk_ + (fk_ < fa_ ? 1 : 0);                                               \
        }                                                                                     \
    } while (0)

/* The line form's registers (the string register, the number registers) and what its
 * text SWITCH needs; kept in memory by trc_lop_run (the out-of-line helpers below set
 * them, NPRINT reads a number register: the value cases keep their registers). */
typedef struct trc_lreg {
    const uint8_t *sp;   /* the text (SREAD: in the record) */
    uint32_t sl;         /* its length (no NUL in it) */
    void *md;            /* pcre2 match data for regex cases, or NULL */
    int64_t nr[TRC_FUSE_NREG]; /* the number registers (EXPR) */
} trc_lreg;

/* SREAD: the m bytes at fb + pos (pos + m <= L), up to a NUL, into the register. */
void trc_lop_sread(trc_lreg *rg, const uint8_t *fb, uint64_t pos, unsigned m);
/* Expression x (an EXPR op's table) for the record fb[0..L) into its number register:
 * 0 on a division or remainder by zero (the interpreter formats the record). */
int trc_lop_expr(const trc_lexpr *x, trc_lreg *rg, const uint8_t *fb, uint32_t L, int env64,
                 int generic, trc_byteorder bo);
/* SPRINT (soft: SPRINTS, a soft blank pending before it) of the string register at d on
 * the line that starts at ls: the new end (more than the register's length past d: a
 * soft blank was written first). */
char *trc_lop_sprint(const trc_lreg *rg, char *d, const char *ls, int soft);
/* The case of a SWITCH on the register's text (sw->tc, src SREG) that matches: its index
 * in sw->arms (sw->ncases: none), or UINT32_MAX when the interpreter must format the
 * record (a regex that fails, or a regex with no match data). */
uint32_t trc_lsw_text(const trc_lswitch *sw, const trc_lreg *rg);

/* The items of LOOP lp for count v (as the interpreter's LOOP takes it) at d on the line
 * that starts at ls, read from *pos of the record fb[0..L) (moved past them), soft blanks
 * decided from the text (fst: the open field's start, moved past a blank written at it;
 * NULL: no fields): the new end, or NULL when the interpreter must format the record (a
 * count out of range, or too few bytes). */
char *trc_lop_loop(const trc_lloop *lp, uint64_t v, char *d, const char *ls, const uint8_t *fb,
                   uint32_t L, uint64_t *pos, trc_byteorder bo, char **fst);

/* Where a form with NL ops (trc_fused.nlines > 1) puts its lines: trc_lop_run's `ll`. */
typedef struct trc_llines {
    const char *base;        /* the text buffer's first byte (line offsets count from it) */
    trc_line *l;             /* the lines: l[0] set by the caller (its offset and level),
                                room for the form's nlines */
    uint32_t n;              /* lines so far (>= 1) */
} trc_llines;

/* NL at d, the open line starting at ls: the line closed in ll and a new one opened at
 * `level`; returns its first byte (d). */
char *trc_lop_nl(trc_llines *ll, unsigned level, char *d, const char *ls);
/* TAB op o at d on the line that starts at ls: blanks to the next tab stop (as
 * trc_text_tab: at most 8); the new end. */
char *trc_lop_tabstop(const trc_lop *o, char *d, const char *ls);

/* The table of a SWITCH, FLAGS or EXPR op: the pointer stored just before its prefix
 * text (interp/fuse.c, trc_fz_tab_pre). */
static inline const void *trc_lop_tab(const trc_lop *o)
{
    const void *t;
    memcpy(&t, o->pre - sizeof t, sizeof t);
    return t;
}

/* Where the field line form (trc_fused.flops) puts its fields: trc_lop_run's `fo`. */
typedef struct trc_lfields {
    const char *base;        /* the text buffer's first byte (field offsets count from it) */
    trc_field *f;            /* where the next field goes (room for the form's nfields) */
    const void *end;         /* set at the end: the END op reached, which names the path
                                taken, so the fields written (trc_event.shape) */
} trc_lfields;

/* The cases of value kind K and of K with a move first (trc_lop.kind). */
#define LOP_CASES(K)                                  \
    case (K) | TRC_LOP_WRD:                           \
        pos = bp + ((uint64_t)o->add << (env64 ? 3 : 2)); \
        goto lop_value_##K;                           \
    case (K) | TRC_LOP_ABS: pos = bp;                 \
        __attribute__((fallthrough));                 \
    case (K) | TRC_LOP_REL: pos += o->add;            \
        __attribute__((fallthrough));                 \
    case (K): lop_value_##K

/* A soft blank written at d: a field that would start with it starts after it (the VM's
 * field_end rule). */
#define LOP_BLANK()                                   \
    do {                                              \
        if (fo && fst == d) fst++;                    \
        *d++ = ' ';                                   \
    } while (0)

/* The open field (from fst) ends at d: its entry in fo, FCLOSE op c's (its prefix) with
 * the place of the value. */
#define LOP_CLOSE(c)                                  \
    do {                                              \
        trc_field *f_ = fo->f++;                      \
        memcpy(f_, (c)->pre, sizeof *f_);             \
        f_->off = (uint32_t)(fst - fo->base);         \
        f_->len = (uint32_t)(d - fst);                \
    } while (0)

/* The byte position where the first value op from o reads, from pos (bp, env64: as
 * trc_lop_run's): its move applied. */
static inline uint64_t trc_lop_where(const trc_lop *o, uint64_t pos, uint64_t bp, int env64)
{
    while (o->kind == TRC_FV_FOPEN) o++;   /* a field's start: its value is the next op's */
    unsigned k = o->kind & ~TRC_LOP_FIELD;
    if (k >= TRC_FV_DYN && k < TRC_LOP_WRD) return pos;   /* the kinds without a move */
    if (k & TRC_LOP_WRD) return bp + ((uint64_t)o->add << (env64 ? 3 : 2));
    if (k & TRC_LOP_ABS) return bp + o->add;
    return k & TRC_LOP_REL ? pos + o->add : pos;
}

/* Run the line form `o` (trc_lop) for the record fb[0..L) from byte position pos (a G move
 * goes to bp + its operand: bp is BP, 0 in a whole template), writing at d on the line
 * that starts at ls (cpu: the record's, for $CPUID; md: a pcre2 match data for regex
 * cases, or NULL: such a record is the interpreter's; fo: where the fields go, NULL (a
 * constant) for the form without them; ll: where the lines go, NULL (a constant) for a
 * one-line form).  The one runner of the compiled form, for every
 * output (docs/interpreter.md §The compiled form).  Returns the new end (and the byte
 * position at the end in *end_pos unless it is NULL, the fields' end in fo->f), or NULL
 * when the record is too short for an item (or a case is the interpreter's).  bo is a
 * constant at each call site. */
static inline __attribute__((always_inline)) char *trc_lop_run(const trc_lop *o, char *d,
                                                            const char *const ls,
                                                            const uint8_t *fb, uint32_t L,
                                                            uint64_t pos, const uint64_t bp,
                                                            int env64, int generic,
                                                            uint32_t cpu, const trc_byteorder bo,
                                                            uint64_t *end_pos, void *md,
                                                            trc_lfields *const fo,
                                                            trc_llines *const ll)
{
    trc_lreg rg;   /* only SREAD, SPRINT, EXPR, NPRINT and a text SWITCH use it */
    char *fst = NULL;   /* the open field's first byte (fo only) */
    const char *lsv = ls;   /* the open line's first byte: ls until an NL op (ll only) */
    rg.md = md;
    for (;; o++) {
        memcpy(d, o->pre, TRC_FUSE_SLACK);
        d += o->pre_len;
        uint64_t v;
        const unsigned k0 = o->kind;   /* (a SWITCH moves o) */
        unsigned k = k0;
        if (fo && (k0 & TRC_LOP_FIELD)) {   /* a whole field: it starts here */
            fst = d;
            k = k0 & ~TRC_LOP_FIELD;
        }
        switch (k) {
        case TRC_FV_END:
            if (end_pos) *end_pos = pos;
            if (fo) fo->end = o;
            if (ll) ll->l[ll->n - 1].len = (uint32_t)(d - lsv);
            return d;
        case TRC_FV_DYN:
            if (d != lsv && d[-1] != ' ') LOP_BLANK();
            break;
        LOP_CASES(TRC_FV_NONE):
            break;
        LOP_CASES(TRC_FV_X4):
            TRC_FV_PUT_X4(d, fb, pos, L, bo, return NULL);
            break;
        LOP_CASES(TRC_FV_X8):
            TRC_FV_PUT_X8(d, fb, pos, L, bo, return NULL, v);
            break;
        LOP_CASES(TRC_FV_U4):
            TRC_FV_PUT_U4(d, fb, pos, L, bo, return NULL);
            break;
        LOP_CASES(TRC_FV_U8):
            TRC_FV_PUT_U8(d, fb, pos, L, bo, return NULL);
            break;
        LOP_CASES(TRC_FV_D4):
            TRC_FV_PUT_D4(d, fb, pos, L, bo, return NULL);
            break;
        LOP_CASES(TRC_FV_D8):
            TRC_FV_PUT_D8(d, fb, pos, L, bo, return NULL);
            break;
        LOP_CASES(TRC_FV_INT):
            TRC_FV_PUT_INT(d, fb, pos, L, bo, o->m, o->fmt, return NULL, v);
            break;
        LOP_CASES(TRC_FV_CPU):     /* $CPUID: the record's (one without: the interpreter) */
            if (cpu == TRC_CPU_UNKNOWN) return NULL;
            v = cpu;
            goto dreg;
        LOP_CASES(TRC_FV_HD):      /* $HD */
            v = trc_rec_hd(fb, L, env64, bo);
            goto dreg;
        LOP_CASES(TRC_FV_D1):      /* $D1: the first data word (also in a generic entry) */
            v = trc_rec_dword(fb, L, env64 ? 8 : 4, 0, 1, bo);
            goto dreg;
        LOP_CASES(TRC_FV_DREG):     /* $Dn (n > 1: never a data word of a generic entry) */
            if (env64) generic = trc_rec_generic64(fb, L, bo);   /* see line_text */
            v = trc_rec_dword(fb, L, env64 ? 8 : 4, generic, o->m, bo);
        dreg:
            TRC_FV_PUT_DREG(d, v, o->fmt, env64);
            break;
        LOP_CASES(TRC_FV_ERRNO):   /* $Dn%E: as DREG, an errno name */
            if (!trc_lop_subject(TRC_LSW_DREG, o->m, 0, fb, L, &pos, env64, generic, bo, rg.nr, &v)) return NULL;
            d += trc_fmt_errno(d, v);
            break;
        LOP_CASES(TRC_FV_SREAD):   /* an A code's text, up to a NUL: the string register */
            if (pos + o->m > L) return NULL;
            trc_lop_sread(&rg, fb, pos, o->m);
            pos += o->m;
            break;
        case TRC_FV_NPRINT:   /* a number register, 'D' or 'U' (as PRINTF's fast path) */
            v = (uint64_t)rg.nr[o->m];
            goto dreg;
        case TRC_FV_EXPR:   /* into a number register; a division by zero: the interpreter */
            if (!trc_lop_expr((const trc_lexpr *)trc_lop_tab(o), &rg, fb, L, env64, generic, bo))
                return NULL;
            break;
        case TRC_FV_SPRINTS: case TRC_FV_SPRINT: {
            char *d0 = d;
            d = trc_lop_sprint(&rg, d, lsv, o->kind == TRC_FV_SPRINTS);
            if (fo && fst == d0 && (uint32_t)(d - d0) > rg.sl) fst++;   /* its soft blank */
            break;
        }
        LOP_CASES(TRC_FV_ZSOFT):
            if (pos < L && fb[pos] && fb[pos] != ' ' && d != lsv && d[-1] != ' ') LOP_BLANK();
            goto z;
        LOP_CASES(TRC_FV_Z):
        z:
            TRC_FV_PUT_Z(d, fb, pos, L);
            break;
        case TRC_FV_SWITCH: {   /* the template's last SWITCH: on with a case's ops */
            const trc_lswitch *sw = (const trc_lswitch *)trc_lop_tab(o);
            const trc_lop *const *arms = fo ? sw->farms : sw->arms;
            const trc_lop *next;
            if (sw->tc) {   /* a text subject: out of line */
                uint32_t i = trc_lsw_text(sw, &rg);
                if (i > sw->ncases) return NULL;   /* a regex the interpreter reports */
                next = arms[i];
            } else {
                if (!trc_lop_subject(sw->src, sw->m, sw->fmt, fb, L, &pos, env64, generic, bo, rg.nr, &v))
                    return NULL;
                v &= sw->mask;
                next = arms[sw->ncases];
                for (uint32_t i = 0; i < sw->ncases; i++)
                    if ((int64_t)v == sw->vals[i]) { next = arms[i]; break; }
            }
            if (!next) return NULL;   /* a case the ops cannot do: the interpreter */
            o = next - 1;             /* the loop's o++ */
            break;
        }
        case TRC_FV_DBITS: {   /* $Dn%Wm.n: bits m..n of $Dn, decimal */
            if (env64) generic = trc_rec_generic64(fb, L, bo);   /* see line_text */
            v = trc_rec_dword(fb, L, env64 ? 8 : 4, generic, o->m, bo);
            v = o->add == 0xFFFF ? 0 : (v >> o->fmt) & ((2ull << o->add) - 1);   /* add <= 63 */
            d += trc_put_u64(d, v);
            break;
        }
        case TRC_FV_FLAGS: {   /* BITFLAGS: each entry's text, soft blanks decided here */
            const trc_lflags *fl = (const trc_lflags *)trc_lop_tab(o);
            if (!trc_lop_subject(fl->src, fl->m, fl->fmt, fb, L, &pos, env64, generic, bo, rg.nr, &v))
                return NULL;
            int pend = fl->pend;
            for (const trc_lflag *e = fl->e, *end = e + fl->n; e < end; e++) {
                pend |= e->soft;   /* the FLAG's */
                int hit = (v & e->mask) == e->value;
                const char *t = hit ? e->t : e->f;
                uint32_t n = hit ? e->tlen : e->flen;
                if (n) {   /* as trc_text_add: the pending blank is taken */
                    if (pend && t[0] != ' ' && d != lsv && d[-1] != ' ') LOP_BLANK();
                    if (n <= TRC_FUSE_SLACK) memcpy(d, t, TRC_FUSE_SLACK);   /* SLACK readable */
                    else memcpy(d, t, n);
                    d += n;
                    pend = 0;
                }
                pend |= hit ? e->tsoft : e->fsoft;   /* its FLAGTEXT's */
            }
            break;
        }
        case TRC_FV_LOOP: {   /* a LOOP counted at run time: out of line */
        lop_loop: __attribute__((cold, unused));
            const trc_lloop *lp = (const trc_lloop *)trc_lop_tab(o);
            if (!trc_lop_subject(lp->src, lp->m, lp->fmt, fb, L, &pos, env64, generic, bo, rg.nr, &v))
                return NULL;
            if (!(d = trc_lop_loop(lp, v, d, lsv, fb, L, &pos, bo, fo ? &fst : NULL))) return NULL;
            break;
        }
        case TRC_FV_TIME:   /* $Dn or $HD %T: a UTC time, out of line */
        lop_time: __attribute__((cold, unused));
            if (!o->m) v = trc_rec_hd(fb, L, env64, bo);
            else if (!trc_lop_subject(TRC_LSW_DREG, o->m, 0, fb, L, &pos, env64, generic, bo, rg.nr, &v))
                return NULL;
            d += trc_fmt_time(d, (int64_t)v);
            break;
        case TRC_FV_BACK:   /* R: back, never before the first byte (the VM's bad pointer) */
        lop_back: __attribute__((cold, unused));
            if (pos < o->add) return NULL;
            pos -= o->add;
            break;
        case TRC_FV_NL:   /* a new line (a form with one runs only with ll): out of line */
        lop_nl: __attribute__((cold, unused));
            if (!ll) return NULL;
            lsv = trc_lop_nl(ll, o->m, d, lsv);
            break;
        case TRC_FV_TAB:   /* blanks to the next tab stop: out of line */
        lop_tab: __attribute__((cold, unused));
            d = trc_lop_tabstop(o, d, lsv);
            break;
        case TRC_FV_FOPEN:   /* a field starts here */
            if (fo) fst = d;
            break;
        case TRC_FV_FCLOSE:   /* the open field ends here */
            if (fo) LOP_CLOSE(o);
            break;
        default:
            return NULL;   /* not built */
        }
        if (fo && (k0 & TRC_LOP_FIELD)) {   /* the whole field ends: its FCLOSE, stepped over */
            o++;
            LOP_CLOSE(o);
        }
    }
}
#undef LOP_CLOSE
#undef LOP_BLANK

/* The line text of rec with p's line form (p->fused->lops) at dst, byte order bo (a
 * constant at each call site), md as trc_lop_run's: what trc_fuse_line_text writes.  NULL
 * when the record is too short for an item.  in_place (a constant): rec is a trclog
 * record read in place, whose CPU is in its envelope (rec->cpu is not read).  env (a
 * constant): 32 or 64 when the caller knows the record's environment, else 0. */
static inline __attribute__((always_inline)) char *trc_line_text(const trc_prog *p,
                                                                 const trc_record *rec,
                                                                 char *dst,
                                                                 const trc_byteorder bo, void *md,
                                                                 const int in_place, const int env)
{
    /* only what the ops read of the hook facts (trc_vm_hook_facts): the first data
     * position and whether the entry is generic; nothing is stored in the VM */
    const uint8_t *fb = rec->fb;
    uint32_t L = rec->len;
    int env64 = env ? env == 64 : (rec->flags & TRC_EF_E64) != 0;
    /* whether a 64-bit entry is generic: only $D2..$D5 ask (trc_lop_run), the first data
     * pointer does not depend on it */
    int generic = env64 ? 0 : trc_rec_generic32(trc_rec_type32(fb, L, bo));
    unsigned dp = trc_rec_first_dp(env64, generic);
    /* in place (a trclog record, fb 32 bytes into its envelope): the CPU is read from the
     * envelope only by the $CPUID op, rec->cpu need not be set */
    uint32_t cpu = in_place ? trc_get16(fb - 26, bo) : rec->cpu;
    return trc_lop_run(p->fused->lops, dst, dst, fb, L, dp, 0, env64, generic, cpu, bo, NULL, md, NULL, NULL);
}

/* The one-line fast path of the text report: the text of rec, whose template p has a
 * fused form, at dst (trc_fuse_room bytes), without the fields, the byte order read from
 * rec (interp/fuserun.c; trc_line_text with it as a constant); md: a pcre2 match data
 * for regex cases (trc_vm_match_data), or NULL.  Returns its end (dst itself: an empty
 * text, nothing to print), or NULL when the record is too short for an item (or a case
 * is the interpreter's): then trc_vm_run formats it.  The text is trc_vm_run's. */
char *trc_fuse_line_text(const trc_prog *p, const trc_record *rec, char *dst, void *md);

#endif
