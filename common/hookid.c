/* common/hookid.c -- hook-id parsing and formatting (declared in common/hookid.h). */
#include "common/hookid.h"
#include <stdio.h>

/* Value of one hex digit, or -1. */
static int hook_hexval(unsigned char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int trc_hook_parse(const char *s, size_t n, uint32_t *canon)
{
    uint32_t v = 0;
    if (n < 3 || n > 5) return -1;
    for (size_t i = 0; i < n; i++) {
        int h = hook_hexval((unsigned char)s[i]);
        if (h < 0) return -1;
        v = v * 16 + (uint32_t)h;
    }
    uint32_t c;
    if (n == 3) c = v << 4;
    else if (n == 4) {
        if ((v & 0xF) != 0 && v < 0x1000) return -1;
        c = v;
    } else {
        if ((v >> 16) == 0) return -1;
        c = v;
    }
    if (c == 0) return -1;
    *canon = c;
    return 0;
}

void trc_hook_format(uint32_t canon, char out[8])
{
    canon &= 0xFFFFF;
    if (canon > 0xFFFF) snprintf(out, 8, "%05X", (unsigned)canon);
    else if ((canon & 0xF) == 0) snprintf(out, 8, "%03X", (unsigned)(canon >> 4));
    else snprintf(out, 8, "%04X", (unsigned)canon);
}
