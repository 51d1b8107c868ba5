/* codes.c -- owns format-code decoding and value formatting: the codes of docs/ref/language.md
 * §6 (moves, reads, printing), the register formats of §7 and the default print of
 * values (§9.1).  Integers, hex and strings are formatted by hand; printf is used only
 * for F4/F8. */
#include "interp/vmint.h"
#include "common/civil.h"
#include "common/digits.h"
#include "interp/arith.h"
#include "interp/symtab.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- hand formatting (the number writers trc_fmt_*: common/digits.c) ----------------- */

/* Two decimal digits. */
static void put2(char *p, unsigned v) { p[0] = (char)('0' + v / 10 % 10); p[1] = (char)('0' + v % 10); }

size_t trc_fmt_time(char *out, int64_t secs)
{
    /* far outside years 0-9999 first: the day arithmetic below negates secs and adds to
     * it, which would overflow near INT64_MIN */
    if (secs > INT64_MAX / 2 || secs < INT64_MIN / 2) return trc_fmt_i64(out, secs);
    int64_t days = secs >= 0 ? secs / 86400 : -((-secs + 86399) / 86400);
    int64_t rem = secs - days * 86400;
    int64_t y;
    unsigned m, d;
    trc_civil_from_days(days, &y, &m, &d);
    if (y < 0 || y > 9999) return trc_fmt_i64(out, secs);
    put2(out, (unsigned)(y / 100));
    put2(out + 2, (unsigned)(y % 100));
    out[4] = '-';
    put2(out + 5, (unsigned)m);
    out[7] = '-';
    put2(out + 8, (unsigned)d);
    out[10] = 'T';
    put2(out + 11, (unsigned)(rem / 3600));
    out[13] = ':';
    put2(out + 14, (unsigned)(rem / 60 % 60));
    out[16] = ':';
    put2(out + 17, (unsigned)(rem % 60));
    out[19] = 'Z';
    return 20;
}

size_t trc_fmt_errno(char *out, uint64_t v)
{
    const char *name = v > 0 && v < 100000 ? strerrorname_np((int)v) : NULL;
    if (!name || name[0] < 'A' || name[0] > 'Z') return trc_fmt_u64(out, v);
    size_t n = strlen(name);
    if (n > 40) n = 40;
    memcpy(out, name, n);
    return n;
}

/* F4/F8 text: "%.4E" / "%.8E"; NaN as NAN, infinities as INF / -INF. */
static size_t fmt_float(char *out, double d, int prec)
{
    if (isnan(d)) { memcpy(out, "NAN", 3); return 3; }
    if (isinf(d)) {
        if (d < 0) { memcpy(out, "-INF", 4); return 4; }
        memcpy(out, "INF", 3);
        return 3;
    }
    int n = snprintf(out, 64, "%.*E", prec, d);
    return n > 0 && n < 64 ? (size_t)n : 0;
}

static double f4_of(uint32_t bits) { float f; memcpy(&f, &bits, 4); return f; }
static double f8_of(uint64_t bits) { double f; memcpy(&f, &bits, 8); return f; }

/* ---- reading ---------------------------------------------------------------------- */

/* Round DP up to a whole byte; returns the absolute byte offset BP + DP/8. */
static int64_t byte_pos(trc_vm *vm)
{
    int64_t dp = vm->dp;
    vm->dp = dp >= 0 ? (dp + 7) / 8 * 8 : -((-dp) / 8 * 8);
    return vm->bp + vm->dp / 8;
}

/* TRC_RUN_OK when n bytes exist at absolute offset off, else the short-entry fault. */
static int need(trc_vm *vm, int64_t off, uint64_t n)
{
    if (off < 0) return trc_vm_check_ptr(vm);
    if ((uint64_t)off + n > vm->L) return trc_vm_short(vm, n, off);
    return TRC_RUN_OK;
}

/* Unsigned integer of m bytes (low 64 bits when m > 8) in the trace byte order. */
static uint64_t get_uint(const uint8_t *p, unsigned m, trc_byteorder bo)
{
    switch (m) {
    case 1: return p[0];
    case 2: return trc_get16(p, bo);
    case 4: return trc_get32(p, bo);
    case 8: return trc_get64(p, bo);
    default: break;
    }
    uint64_t v = 0;
    if (bo == TRC_BO_BIG) for (unsigned i = 0; i < m; i++) v = v << 8 | p[i];
    else for (unsigned i = 0; i < m && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* Bytes before the first NUL among n. */
static uint32_t text_len(const uint8_t *p, uint64_t n)
{
    const void *z = memchr(p, 0, n);
    return z ? (uint32_t)((const uint8_t *)z - p) : (uint32_t)n;
}

/* Read a bit field of `bits` (1..64) bits at DP (MSB first, no rounding). */
static int read_bits(trc_vm *vm, unsigned bits, uint64_t *out)
{
    int64_t pos = vm->bp * 8 + vm->dp;
    if (pos < 0) return trc_vm_check_ptr(vm);
    int64_t first = pos / 8, last = (pos + bits - 1) / 8;
    if (last >= (int64_t)vm->L) return trc_vm_short(vm, (uint64_t)(last - first + 1), first);
    unsigned __int128 acc = 0;
    for (int64_t i = first; i <= last; i++) acc = acc << 8 | vm->fb[i];
    unsigned total = (unsigned)(last - first + 1) * 8;
    unsigned shift = total - (unsigned)(pos % 8) - bits;
    uint64_t mask = bits >= 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1;
    *out = (uint64_t)(acc >> shift) & mask;
    vm->dp += bits;
    return TRC_RUN_OK;
}

/* ---- moves ------------------------------------------------------------------------- */

int trc_code_move(trc_vm *vm, const trc_insn *in)
{
    int64_t m = in->a, n = in->b;
    switch (in->x) {
    case 'G': vm->dp = 8 * m + n; break;
    case 'O': vm->dp = trc_dp_sat(vm->dp + 8 * m + n); break;   /* no overflow: dp is saturated */
    case 'R': vm->dp = trc_dp_sat(trc_floor8(vm->dp) * 8 - 8 * m); break;
    case 'W': vm->dp = 8 * m * (vm->env64 ? 8 : 4); break;
    default: return TRC_RUN_OK;
    }
    return trc_vm_check_ptr(vm);
}

/* ---- printing codes ------------------------------------------------------------------ */

/* Print a process name for pid, or the decimal pid. */
static void put_pid(trc_vm *vm, uint64_t pid)
{
    uint32_t len;
    const char *name = trc_state_procname(&vm->st, pid, &len);
    if (name) { trc_text_add_dotted(&vm->text, name, len); return; }
    char tmp[24];
    trc_text_add(&vm->text, tmp, trc_fmt_u64(tmp, pid));
}

/* Print up to n bytes of text, then cut/pad to width w when w != UINT32_MAX. */
static void put_text(trc_vm *vm, const char *s, uint32_t n, uint32_t w)
{
    if (w != UINT32_MAX && n > w) n = w;
    if (n) trc_text_add_dotted(&vm->text, s, n);
    if (w != UINT32_MAX && n < w) {
        if (n) trc_buf_fill(&vm->text.buf, ' ', w - n);
        else trc_text_blanks(&vm->text, w - n);
    }
}

/* 1 when a 64-bit word (8 bytes) holds a byte below 0x20 (NUL included) or 0x7F. */

int trc_code_print_z(trc_vm *vm, const trc_insn *in)
{
    int64_t off = byte_pos(vm);
    if (off < 0) return trc_vm_check_ptr(vm);
    if (off < (int64_t)vm->L) {
        const uint8_t *p = vm->fb + off;
        size_t avail = vm->L - (size_t)off, k = 0;
        trc_text *t = &vm->text;
        if (p[0] && t->pending) trc_text_flush_soft(t, p[0] < 0x20 || p[0] == 0x7F ? '.' : p[0]);
        if (p[0] && trc_buf_reserve(&t->buf, avail) == 0) {
            k = trc_copy_z(t->buf.data + t->buf.len, p, avail);
            t->buf.len += k;
        } else {
            k = text_len(p, avail);   /* empty, or out of memory (the text is dropped) */
        }
        int64_t end = off + (int64_t)k + (k < avail ? 1 : 0);
        vm->dp = (end - vm->bp) * 8;
    }
    if (!(in->y & TRC_IY_NODELIM)) trc_text_soft(&vm->text);
    return TRC_RUN_OK;
}

int trc_code_print(trc_vm *vm, const trc_insn *in)
{
    char tmp[80];
    size_t n = 0;
    unsigned m = in->a;
    int64_t off;
    int r;
    uint64_t v;
    const uint8_t *p;
    if ((m == 4 || m == 8) && (in->x == 'X' || in->x == 'U' || in->x == 'D') && trc_code_print_word(vm, in))
        return TRC_RUN_OK;
    switch (in->x) {
    case 'A':
        if (m == 0) {
            if (in->y & TRC_IY_HAS_N) { trc_text_blanks(&vm->text, in->b); return TRC_RUN_OK; }
            off = byte_pos(vm);
            if ((r = need(vm, off, 1))) return r;
            vm->dp += 8;
            if (vm->fb[off]) trc_text_add_dotted(&vm->text, (const char *)vm->fb + off, 1);
            return TRC_RUN_OK;   /* A0 never delimits */
        }
        off = byte_pos(vm);
        if ((r = need(vm, off, m))) return r;
        p = vm->fb + off;
        vm->dp += 8 * (int64_t)m;
        put_text(vm, (const char *)p, text_len(p, m), in->y & TRC_IY_HAS_N ? in->b : UINT32_MAX);
        break;
    case 'S':
        off = byte_pos(vm);
        if ((r = need(vm, off, m))) return r;
        v = get_uint(vm->fb + off, m, vm->bo);
        if ((r = need(vm, off + m, v))) return r;
        p = vm->fb + off + m;
        vm->dp += 8 * (int64_t)(m + v);
        put_text(vm, (const char *)p, text_len(p, v), UINT32_MAX);
        break;
    case 'Z': return trc_code_print_z(vm, in);
    case 'B': {
        unsigned bits = 8 * m + in->b;
        if (bits == 0 || bits > 64) break;
        if ((r = read_bits(vm, bits, &v))) return r;
        n = trc_fmt_hex(tmp, v, (bits + 3) / 4);
        break;
    }
    case 'X':
        off = byte_pos(vm);
        if (m == 0) {
            if ((r = need(vm, off, 1))) return r;
            vm->dp += 8;
            n = trc_fmt_hex(tmp, vm->fb[off], 2);
            trc_text_add(&vm->text, tmp, n);
            return TRC_RUN_OK;   /* X0 never delimits */
        }
        if ((r = need(vm, off, m))) return r;
        p = vm->fb + off;
        vm->dp += 8 * (int64_t)m;
        if (m <= 8) n = trc_fmt_hex(tmp, get_uint(p, m, vm->bo), 2 * m);
        else for (unsigned i = 0; i < m && n + 2 <= sizeof tmp; i++)
            n += trc_fmt_hex(tmp + n, p[vm->bo == TRC_BO_BIG ? i : m - 1 - i], 2);
        break;
    case 'D': case 'U': case 'o': case 'T': case 'E': case 'P': case 'F':
        off = byte_pos(vm);
        if ((r = need(vm, off, m))) return r;
        v = get_uint(vm->fb + off, m, vm->bo);
        vm->dp += 8 * (int64_t)m;
        switch (in->x) {
        case 'D': n = trc_fmt_i64(tmp, trc_rec_sext(v, m)); break;
        case 'U': n = trc_fmt_u64(tmp, v); break;
        case 'o': n = trc_fmt_oct(tmp, v); break;
        case 'T': n = trc_fmt_time(tmp, (int64_t)v); break;   /* T4 zero-extended, T8 signed */
        case 'E': n = trc_fmt_errno(tmp, v); break;
        case 'F': n = fmt_float(tmp, m == 4 ? f4_of((uint32_t)v) : f8_of(v), m == 4 ? 4 : 8); break;
        default: put_pid(vm, v); goto delim;
        }
        break;
    case 'b': n = trc_fmt_u64(tmp, vm->generic ? vm->hl : 0); break;
    case 't': n = trc_fmt_hex(tmp, vm->ht, vm->env64 ? 4 : 1); break;
    default: return TRC_RUN_OK;
    }
    trc_text_add(&vm->text, tmp, n);
delim:
    if (!(in->y & TRC_IY_NODELIM)) trc_text_soft(&vm->text);
    return TRC_RUN_OK;
}

/* ---- reading codes into values (expressions, subjects, LOOP counts) --------------- */

static void set_int(trc_val *v, int64_t i) { v->i = i; v->is_str = 0; v->s = NULL; v->len = 0; }
static void set_str(trc_val *v, const char *s, uint32_t len) { v->i = 0; v->is_str = 1; v->s = s; v->len = len; }

int trc_code_read(trc_vm *vm, const trc_insn *in, trc_val *v)
{
    unsigned m = in->a;
    int64_t off;
    int r;
    uint64_t u;
    const uint8_t *p;
    switch (in->x) {
    case 'A': {
        if (m == 0 && (in->y & TRC_IY_HAS_N)) {
            char *s = trc_vm_scratch(vm, in->b);
            if (!s) return TRC_RUN_BREAK;
            memset(s, ' ', in->b);
            set_str(v, s, in->b);
            return TRC_RUN_OK;
        }
        unsigned k = m ? m : 1;
        off = byte_pos(vm);
        if ((r = need(vm, off, k))) return r;
        p = vm->fb + off;
        vm->dp += 8 * (int64_t)k;
        uint32_t len = text_len(p, k);
        if (m && (in->y & TRC_IY_HAS_N)) {
            char *s = trc_vm_scratch(vm, in->b);
            if (!s) return TRC_RUN_BREAK;
            if (len > in->b) len = in->b;
            memcpy(s, p, len);
            memset(s + len, ' ', in->b - len);
            set_str(v, s, in->b);
        } else {
            set_str(v, (const char *)p, len);
        }
        return TRC_RUN_OK;
    }
    case 'S':
        off = byte_pos(vm);
        if ((r = need(vm, off, m))) return r;
        u = get_uint(vm->fb + off, m, vm->bo);
        if ((r = need(vm, off + m, u))) return r;
        p = vm->fb + off + m;
        vm->dp += 8 * (int64_t)(m + u);
        set_str(v, (const char *)p, text_len(p, u));
        return TRC_RUN_OK;
    case 'Z':
        off = byte_pos(vm);
        if (off < 0) return trc_vm_check_ptr(vm);
        set_str(v, "", 0);
        if (off < (int64_t)vm->L) {
            p = vm->fb + off;
            uint32_t k = text_len(p, vm->L - (uint64_t)off);
            set_str(v, (const char *)p, k);
            int64_t end = off + k + (off + k < (int64_t)vm->L ? 1 : 0);
            vm->dp = (end - vm->bp) * 8;
        }
        return TRC_RUN_OK;
    case 'B': {
        unsigned bits = 8 * m + in->b;
        set_int(v, 0);
        if (bits == 0 || bits > 64) return TRC_RUN_OK;
        if ((r = read_bits(vm, bits, &u))) return r;
        set_int(v, (int64_t)u);
        return TRC_RUN_OK;
    }
    case 'b': set_int(v, vm->generic ? vm->hl : 0); return TRC_RUN_OK;
    case 't': set_int(v, vm->ht); return TRC_RUN_OK;
    default: break;
    }
    if (m == 0) m = 1;   /* X0 */
    off = byte_pos(vm);
    if ((r = need(vm, off, m))) return r;
    u = get_uint(vm->fb + off, m, vm->bo);
    vm->dp += 8 * (int64_t)m;
    set_int(v, in->x == 'D' ? trc_rec_sext(u, m) : (int64_t)u);   /* only D is signed (§9.2) */
    return TRC_RUN_OK;
}

/* ---- register formats (§7) and default print ------------------------------------ */

void trc_val_text(trc_vm *vm, const trc_val *v, const char **s, uint32_t *len)
{
    if (v->is_str) { *s = v->s; *len = v->len; return; }
    char *p = trc_vm_scratch(vm, 20);
    if (!p) { *s = ""; *len = 0; return; }
    *len = (uint32_t)trc_fmt_hex(p, (uint64_t)v->i, 4);
    *s = p;
}

void trc_val_print(trc_vm *vm, const trc_val *v, unsigned y)
{
    uint32_t len;
    const char *name;
    int nodelim = (y & TRC_IY_NODELIM) != 0;
    if (v->is_str) trc_text_add_dotted(&vm->text, v->s, v->len);
    else if ((y & TRC_IY_SYMBOL) && (name = trc_symtab_find(vm->opts.syms, (uint64_t)v->i, &len)))
        trc_text_add_dotted(&vm->text, name, len);
    else {
        char tmp[24];
        trc_text_add(&vm->text, tmp, trc_fmt_hex(tmp, (uint64_t)v->i, 4));
    }
    if (!nodelim) trc_text_soft(&vm->text);
}

/* Bits m..n of v (bit 0 = least significant). */

static uint64_t low_bits(uint64_t v, unsigned bits)
{
    return bits >= 64 ? v : v & (((uint64_t)1 << bits) - 1);
}

/* %A: text of the value cut to m, then cut/padded to n (scratch when padding). */
static int reg_a(trc_vm *vm, const trc_insn *in, const trc_val *v, const char **s, uint32_t *len)
{
    trc_val_text(vm, v, s, len);
    if (*len > in->a) *len = in->a;
    if (in->y & TRC_IY_HAS_N) {
        if (*len > in->b) *len = in->b;
        else if (*len < in->b) {
            char *p = trc_vm_scratch(vm, in->b);
            if (!p) return TRC_RUN_BREAK;
            memcpy(p, *s, *len);
            memset(p + *len, ' ', in->b - *len);
            *s = p;
            *len = in->b;
        }
    }
    return TRC_RUN_OK;
}

/* %S: read value-many bytes at DP as text. */
static int reg_s(trc_vm *vm, int64_t count, const char **s, uint32_t *len)
{
    if (count < 0) count = 0;
    int64_t off = byte_pos(vm);
    int r = need(vm, off, (uint64_t)count);
    if (r) return r;
    const uint8_t *p = vm->fb + off;
    vm->dp += 8 * count;
    *s = (const char *)p;
    *len = text_len(p, (uint64_t)count);
    return TRC_RUN_OK;
}

int trc_reg_print(trc_vm *vm, const trc_insn *in, const trc_val *v)
{
    char tmp[80];
    size_t n = 0;
    const char *s;
    uint32_t len;
    int r, delim = !(in->y & TRC_IY_NODELIM);
    uint64_t u = (uint64_t)v->i;
    if (in->x == 'A') {
        if ((r = reg_a(vm, in, v, &s, &len))) return r;
        put_text(vm, s, len, UINT32_MAX);
        goto done;
    }
    if (v->is_str) {
        trc_vm_fault(vm, TRC_FK_NUMFMT_STRING, 0, "numeric format on a string", 26);
        trc_text_add_dotted(&vm->text, v->s, v->len);
        goto done;
    }
    switch (in->x) {
    case 'X':
        n = trc_fmt_hex(tmp, u, in->a ? 2 * in->a : 2);
        if (in->a == 0) delim = 0;
        break;
    case 'D': n = trc_fmt_i64(tmp, in->a ? v->i : trc_dword_signed(u, vm->env64)); break;
    case 'U': n = trc_fmt_u64(tmp, u); break;
    case 'o': n = trc_fmt_oct(tmp, u); break;
    case 'B': {
        unsigned bits = 8 * in->a + in->b;
        if (bits > 64) bits = 64;
        n = bits ? trc_fmt_hex(tmp, low_bits(u, bits), (bits + 3) / 4) : 0;
        break;
    }
    case 'W': n = trc_fmt_u64(tmp, trc_vm_bits(u, in)); break;
    case 'S':
        if ((r = reg_s(vm, v->i, &s, &len))) return r;
        put_text(vm, s, len, UINT32_MAX);
        goto done;
    case 'E': n = trc_fmt_errno(tmp, u); break;
    case 'P': put_pid(vm, u); goto done;
    case 'T': n = trc_fmt_time(tmp, v->i); break;
    case 'F': n = fmt_float(tmp, in->a == 4 ? f4_of((uint32_t)u) : f8_of(u), in->a == 4 ? 4 : 8); break;
    default: n = trc_fmt_hex(tmp, u, 4); break;
    }
    trc_text_add(&vm->text, tmp, n);
done:
    if (delim) trc_text_soft(&vm->text);
    return TRC_RUN_OK;
}

int trc_reg_value(trc_vm *vm, const trc_insn *in, trc_val *v)
{
    const char *s;
    uint32_t len;
    int r;
    switch (in->x) {
    case 'A':
        if ((r = reg_a(vm, in, v, &s, &len))) return r;
        set_str(v, s, len);
        return TRC_RUN_OK;
    case 'S':
        if (v->is_str) {
            trc_vm_fault(vm, TRC_FK_STRING_ARITH, 0, "string in arithmetic", 20);
            set_str(v, "", 0);
            return TRC_RUN_OK;
        }
        if ((r = reg_s(vm, v->i, &s, &len))) return r;
        set_str(v, s, len);
        return TRC_RUN_OK;
    case 'D':   /* %D0: the signed data word (REGVAL is emitted for m = 0 only) */
        if (!v->is_str) set_int(v, trc_dword_signed((uint64_t)v->i, vm->env64));
        return TRC_RUN_OK;
    case 'W': case 'B':
        if (v->is_str) {
            trc_vm_fault(vm, TRC_FK_STRING_ARITH, 0, "string in arithmetic", 20);
            set_int(v, 0);
            return TRC_RUN_OK;
        }
        if (in->x == 'W')
            set_int(v, (int64_t)trc_vm_bits((uint64_t)v->i, in));
        else
            set_int(v, (int64_t)low_bits((uint64_t)v->i, 8 * in->a + in->b));
        return TRC_RUN_OK;
    default:
        return TRC_RUN_OK;
    }
}
