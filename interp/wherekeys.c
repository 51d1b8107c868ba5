/* wherekeys.c -- owns the table of the record keys a --where predicate may name
 * (interp/wherekeys.h). */
#include "interp/wherekeys.h"
#include <string.h>

static const struct { const char *name; int pre; } keys[TRC_WK_COUNT_] = {
#define TRC_WK_TAB_(id, name, pre) { name, pre },
    TRC_WHERE_KEYS(TRC_WK_TAB_)
#undef TRC_WK_TAB_
};

int trc_where_key_find(const char *name, size_t n)
{
    for (int k = 0; k < TRC_WK_COUNT_; k++)
        if (strlen(keys[k].name) == n && memcmp(keys[k].name, name, n) == 0) return k;
    return -1;
}

const char *trc_where_key_name(unsigned k) { return k < TRC_WK_COUNT_ ? keys[k].name : "?"; }

int trc_where_key_pre(unsigned k) { return k < TRC_WK_COUNT_ && keys[k].pre; }
