/* text.h -- the event-text builder (docs/ref/language.md §8): lines, levels, tab stops, soft
 * blanks and delimiter state.  One trc_text per VM, reused for every event (no
 * per-event allocation once the buffers have grown).  Also the text pieces the
 * interpreter and the fused line form (interp/lineform.h) both write: the Z copy and
 * the hand formatters of interp/codes.c. */
#ifndef TRC_TEXT_H
#define TRC_TEXT_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "common/buf.h"
#include "common/digits.h"

/* High bit set in the bytes of a 64-bit word that are below 0x20 (NUL included) or 0x7F;
 * exact for the lowest such byte (borrows may flag bytes above it). */
static inline uint64_t trc_control_mask(uint64_t w)
{
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    uint64_t below = (w - 0x20 * ones) & ~w & highs;   /* some byte < 0x20 */
    uint64_t x = w ^ (0x7F * ones);
    uint64_t del = (x - ones) & ~x & highs;             /* some byte == 0x7F */
    return below | del;
}

/* The text at p up to its NUL within avail bytes, copied to d with control bytes as '.'
 * and a NUL after it (d has room for avail + 1 bytes); returns its length. */
static inline size_t trc_copy_z(char *d, const uint8_t *p, size_t avail)
{
    /* 8 bytes at a time: a word without control bytes is copied whole; in one with some,
     * the first is found from the mask (exact for the lowest flagged byte): the NUL ends
     * the text, another control byte becomes '.'.  The tail byte by byte. */
    size_t k = 0;
    while (k + 8 <= avail) {
        uint64_t w;
        memcpy(&w, p + k, 8);
        memcpy(d + k, &w, 8);
        uint64_t m = trc_control_mask(w);
        if (!m) { k += 8; continue; }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        size_t j = k + (size_t)(__builtin_ctzll(m) >> 3);
        if (p[j] == 0) { d[j] = '\0'; return j; }
        d[j] = '.';
        k = j + 1;
#else
        break;
#endif
    }
    for (; k < avail && p[k]; k++) d[k] = p[k] < 0x20 || p[k] == 0x7F ? '.' : (char)p[k];
    d[k] = '\0';
    return k;
}

/* The number writers trc_fmt_u64, _i64, _hex, _oct: common/digits.h. */
/* %E: the errno name of v from the host (glibc strerrorname_np), else its decimal; at most
 * 40 bytes, never empty, no blank (interp/codes.c). */
size_t trc_fmt_errno(char *out, uint64_t v);
/* T and %T: the UTC time of `secs` as YYYY-MM-DDTHH:MM:SSZ (20 bytes), outside years
 * 0-9999 its decimal (at most 20 bytes); never empty, no blank (interp/codes.c). */
size_t trc_fmt_time(char *out, int64_t secs);

/* One line of event text. */
typedef struct trc_line {
    uint32_t off;       /* offset of its first byte in trc_text.buf */
    uint32_t len;       /* byte count (valid once the line is closed; see trc_text_end) */
    int8_t level;       /* trc_level the line starts at (its indentation) */
} trc_line;

/* Limits of one event (docs/fuzzing.md, resource limits): text bytes (its buffer never
 * grows past them), lines, captured fields and LOOP iterations.  An event that reaches one
 * is cut: the
 * text is closed (every later append is dropped), the VM ends the event at its next loop
 * test or at its end and appends the marker `[event too large: ...]`. */
enum {
    TRC_EVENT_MAX_TEXT = 16 << 20,  /* text bytes, the NUL included */
    TRC_EVENT_MAX_LINES = 1 << 20,  /* lines */
    TRC_EVENT_MAX_FIELDS = 1 << 20, /* captured fields (interp/vm.c) */
    TRC_EVENT_MAX_ITERS = 1 << 16   /* LOOP iterations, all loops of the event together
                                       (interp/vm.c): what one loop may run (a record has
                                       fewer bytes), so nested loops whose bodies print
                                       nothing stop after 0.3 ms */
};

/* Why an event was cut (trc_text.cut). */
enum { TRC_CUT_BYTES = 0, TRC_CUT_LINES, TRC_CUT_FIELDS, TRC_CUT_STRINGS, TRC_CUT_ITERS,
       TRC_CUT_COUNT_ };

/* Event text under construction. */
typedef struct trc_text {
    trc_buf buf;        /* the bytes of all lines, back to back */
    trc_line *lines;    /* lines; the last one is open while building */
    uint32_t nlines;    /* lines in use (>= 1 while building) */
    uint32_t cap;       /* lines allocated */
    uint8_t pending;    /* a soft blank is pending (§8.3) */
    uint8_t delim;      /* delimiters on (setdelim, §8.4) */
    uint8_t l0;         /* L=0 event: tab stops at 3, 11, 19, ... */
    int8_t level;       /* current level (§8.6) */
    size_t blank_at;    /* offset of the last blank inserted for a soft blank, or SIZE_MAX */
    size_t line_start;  /* offset of the open line's first byte (= lines[nlines - 1].off) */
    int failed;         /* sticky out-of-memory */
    uint8_t cut;        /* with buf.over: the limit reached (TRC_CUT_*; BYTES when the
                           buffer refused an append itself) */
} trc_text;

/* Text-area column of a level (APPL 0, SVC 8, KERN 16, INT 24, L=0 0). */
static inline unsigned trc_level_indent(int level) { return level >= 2 ? (unsigned)(level - 1) * 8 : 0; }

/* Initialise (no allocation; the buffer's limit is TRC_EVENT_MAX_TEXT). */
void trc_text_init(trc_text *t);
/* Room for n lines in t's line table (a text that the compiled form writes without
 * opening its lines): 0, or -1 when out of memory. */
int trc_text_lines_room(trc_text *t, uint32_t n);
/* Room for the first line: 0, or -1 when out of memory. */
static inline int trc_text_line_room(trc_text *t) { return t->cap ? 0 : trc_text_lines_room(t, 1); }
/* Cut the event for reason `why` (TRC_CUT_*): close the text unless it is closed. */
void trc_text_cut(trc_text *t, int why);
/* Free the buffers. */
void trc_text_free(trc_text *t);
/* Empty the text and reopen it after a cut (the buffer's usable room back within its
 * limit).  Inline: twice per event. */
static inline void trc_text_reset(trc_text *t)
{
    t->buf.len = 0;
    t->buf.over = 0;
    t->cut = TRC_CUT_BYTES;
    if (t->buf.cap > t->buf.limit) t->buf.cap = t->buf.limit;   /* after a marker */
}
/* trc_text_begin when the line table is not allocated yet (or cannot be). */
void trc_text_begin_slow(trc_text *t);
/* Start an event at `level` (trc_level): one empty line, delimiters on.  Inline: once per
 * event the VM formats. */
static inline void trc_text_begin(trc_text *t, int level)
{
    trc_text_reset(t);
    t->pending = 0;
    t->delim = 1;
    t->level = (int8_t)level;
    t->l0 = level == 0;
    t->blank_at = SIZE_MAX;
    t->line_start = 0;
    if (t->cap) {   /* the first line of the table the previous events used */
        t->nlines = 1;
        t->lines[0].off = 0;
        t->lines[0].len = 0;
        t->lines[0].level = t->level;
    } else {
        t->nlines = 0;
        trc_text_begin_slow(t);
    }
}
/* Slow path of trc_text_add: insert the pending soft blank if §8.3 rule 2 says so. */
void trc_text_flush_soft(trc_text *t, int first);
/* Copy n bytes (short texts without a library call; the regions must not overlap). */
static inline __attribute__((always_inline)) void trc_text_copy(char *d, const char *s, size_t n)
{
    trc_copy_short(d, s, n);
}

/* Append text (a data item or a literal; n may be 0), inserting a pending soft blank
 * first when §8.3 rule 2 says so. */
static inline __attribute__((always_inline)) void trc_text_add(trc_text *t, const char *s, size_t n)
{
    if (n == 0) return;
    trc_buf *b = &t->buf;
    if (b->cap - b->len > n + 1) {   /* fast path: room for a blank, the text and the NUL */
        char *d = b->data + b->len;
        if (t->pending) {
            t->pending = 0;
            if (s[0] != ' ' && b->len != t->line_start && d[-1] != ' ') {
                t->blank_at = b->len;
                *d++ = ' ';
            }
        }
        trc_text_copy(d, s, n);
        d[n] = '\0';
        b->len = (size_t)(d - b->data) + n;
    } else {
        if (t->pending) trc_text_flush_soft(t, (unsigned char)s[0]);
        trc_buf_add(b, s, n);
    }
}
/* Append literal text whose TAB and LF characters act as \t and \n (the label: the
 * same rule as descriptor strings, docs/language.md "Escapes in labels"). */
void trc_text_lit(trc_text *t, const char *s, size_t n);
/* Append text printing bytes 0x01-0x1F and 0x7F as '.' (text codes, §6.2). */
void trc_text_add_dotted(trc_text *t, const char *s, size_t n);
/* Append n blanks as text (A0.n, padding). */
void trc_text_blanks(trc_text *t, size_t n);
/* Create a soft blank if delimiters are on (§8.3 rule 1). */
static inline void trc_text_soft(trc_text *t) { if (t->delim) t->pending = 1; }
/* \t: blanks up to the next tab stop strictly right of the current column. */
void trc_text_tab(trc_text *t);
/* \n: end the current line; the next starts at the current level. */
void trc_text_nl(trc_text *t);
/* Level token: set the current level (applies to this line when it is still empty). */
void trc_text_level(trc_text *t, int level);
/* Close the last line (sets its len); call once at the end of the event. */
static inline void trc_text_end(trc_text *t)
{
    t->pending = 0;
    if (t->nlines) t->lines[t->nlines - 1].len = (uint32_t)(t->buf.len - t->line_start);
}
/* True when no line has any text. */
static inline int trc_text_empty(const trc_text *t) { return t->buf.len == 0; }
/* Current line number within the event, from 1 ($RELLINENO). */
static inline uint32_t trc_text_lineno(const trc_text *t) { return t->nlines; }

#endif
