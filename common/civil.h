/* civil.h -- calendar arithmetic of the proleptic Gregorian calendar in UTC, without the C
 * library's time zone state (reentrant, any year): used by the T codes, the structured
 * outputs, `-s`/`-e` dates and the QNX header date. */
#ifndef TRC_CIVIL_H
#define TRC_CIVIL_H
#include <stdint.h>

/* Days from 1970-01-01 to year y, month m (1-12), day d (1-31). */
static inline int64_t trc_days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

/* The civil date (*y, *m 1-12, *d 1-31) of day number z since 1970-01-01. */
static inline void trc_civil_from_days(int64_t z, int64_t *y, unsigned *m, unsigned *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int64_t)yoe + era * 400 + (*m <= 2);
}

#endif
