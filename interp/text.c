/* text.c -- owns the event-text builder (see text.h; docs/ref/language.md §8.3, §8.4, §8.6). */
#include "interp/text.h"
#include <stdlib.h>
#include <string.h>

void trc_text_init(trc_text *t)
{
    memset(t, 0, sizeof *t);
    trc_buf_init(&t->buf);
    t->buf.limit = TRC_EVENT_MAX_TEXT;
    t->blank_at = SIZE_MAX;
}

void trc_text_cut(trc_text *t, int why)
{
    if (t->buf.over) return;     /* the first limit reached is the one reported */
    t->cut = (uint8_t)why;
    trc_buf_close(&t->buf);
}

void trc_text_free(trc_text *t)
{
    trc_buf_free(&t->buf);
    free(t->lines);
    trc_text_init(t);
}

int trc_text_lines_room(trc_text *t, uint32_t n)
{
    if (n <= t->cap) return 0;
    uint32_t cap = n < 16 ? 16 : n;
    trc_line *p = realloc(t->lines, cap * sizeof *p);
    if (!p) return -1;
    t->lines = p;
    t->cap = cap;
    return 0;
}

/* Open a new line at the current level. */
static void open_line(trc_text *t)
{
    if (t->nlines >= TRC_EVENT_MAX_LINES) { trc_text_cut(t, TRC_CUT_LINES); return; }
    if (t->nlines == t->cap) {
        uint32_t cap = t->cap ? t->cap * 2 : 16;
        trc_line *p = realloc(t->lines, cap * sizeof *p);
        if (!p) { t->failed = 1; return; }
        t->lines = p;
        t->cap = cap;
    }
    trc_line *l = &t->lines[t->nlines++];
    l->off = (uint32_t)t->buf.len;
    l->len = 0;
    l->level = t->level;
    t->line_start = t->buf.len;
}

void trc_text_begin_slow(trc_text *t)
{
    open_line(t);
    if (t->nlines == 0) t->failed = 1;
}

/* Bytes of text on the current line. */
static size_t cur_len(const trc_text *t)
{
    return t->nlines ? t->buf.len - t->line_start : 0;
}

void trc_text_flush_soft(trc_text *t, int first)
{
    t->pending = 0;
    if (first == ' ' || cur_len(t) == 0 || t->buf.data[t->buf.len - 1] == ' ') return;
    t->blank_at = t->buf.len;
    trc_buf_addc(&t->buf, ' ');
}

void trc_text_add_dotted(trc_text *t, const char *s, size_t n)
{
    if (n == 0) return;
    if (t->pending) trc_text_flush_soft(t, (unsigned char)s[0] < 0x20 || s[0] == 0x7F ? '.' : (unsigned char)s[0]);
    if (trc_buf_reserve(&t->buf, n)) return;
    char *d = t->buf.data + t->buf.len;
    memcpy(d, s, n);
    d[n] = '\0';
    t->buf.len += n;
    /* replace control bytes, skipping clean 8-byte words */
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, d + i, 8);
        if (!trc_control_mask(w)) continue;
        for (size_t j = i; j < i + 8; j++)
            if ((unsigned char)d[j] < 0x20 || d[j] == 0x7F) d[j] = '.';
    }
    for (; i < n; i++)
        if ((unsigned char)d[i] < 0x20 || d[i] == 0x7F) d[i] = '.';
}

void trc_text_blanks(trc_text *t, size_t n)
{
    if (n == 0) return;
    t->pending = 0;   /* the text starts with a blank: no blank is inserted */
    trc_buf_fill(&t->buf, ' ', n);
}

void trc_text_lit(trc_text *t, const char *s, size_t n)
{
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && s[i] != '\t' && s[i] != '\n') continue;
        trc_text_add(t, s + start, i - start);
        if (i < n && s[i] == '\t') trc_text_tab(t);
        else if (i < n) trc_text_nl(t);
        start = i + 1;
    }
}

void trc_text_tab(trc_text *t)
{
    t->pending = 0;
    if (!t->nlines) return;
    size_t col = trc_level_indent(t->lines[t->nlines - 1].level) + cur_len(t);
    size_t next;
    if (t->l0) next = col < 3 ? 3 : 3 + ((col - 3) / 8 + 1) * 8;
    else next = (col / 8 + 1) * 8;
    trc_buf_fill(&t->buf, ' ', next - col);
}

void trc_text_nl(trc_text *t)
{
    t->pending = 0;
    if (t->nlines) t->lines[t->nlines - 1].len = (uint32_t)cur_len(t);
    open_line(t);
}

void trc_text_level(trc_text *t, int level)
{
    t->level = (int8_t)level;
    if (t->nlines && cur_len(t) == 0) t->lines[t->nlines - 1].level = (int8_t)level;
}
