/* swvalue.c -- owns the SWITCH/BITFLAGS value rules (docs/ref/language.md §12.4): subject base and
 * value parsing, shared by interp/check.c and interp/compile.c. */
#include "interp/swvalue.h"

/* Base of a format letter; *neg = 1 for D. */
static int letter_base(char letter, int *neg)
{
    *neg = 0;
    switch (letter) {
    case 'D': *neg = 1; return 10;
    case 'U': case 'E': case 'P': case 'T': case 'b': case 'W': return 10;
    case 'o': return 8;
    default: return 16;
    }
}

int trc_swvalue_base(const trc_subject *s, int *neg)
{
    if (!s->is_ref) return letter_base(s->code.letter, neg);
    if (!s->ref.has_fmt) { *neg = 0; return 16; }
    return letter_base(s->ref.fmt.letter, neg);
}

/* Value of a hex digit, 99 for anything else. */
static int digit_val(int ch)
{
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return 99;
}

int trc_swvalue_parse(const char *s, uint32_t len, int base, int neg_ok, int64_t *out)
{
    uint32_t i = 0;
    int neg = 0;
    if (neg_ok && len > 1 && s[0] == '-') { neg = 1; i = 1; }
    if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) { base = 16; i += 2; }
    else if (len - i > 2 && s[i] == '0' && s[i + 1] == 'o') { base = 8; i += 2; }
    else if (len - i > 1 && s[i] == 'o') { base = 8; i += 1; }
    if (i >= len) return 0;
    uint64_t v = 0;
    for (; i < len; i++) {
        int d = digit_val((unsigned char)s[i]);
        if (d >= base) return 0;
        v = v * (uint64_t)base + (uint64_t)d;
    }
    *out = neg ? (int64_t)(0 - v) : (int64_t)v;
    return 1;
}
