/* parse.c -- the front end's driver (parse.h): reads files, walks the logical lines of a
 * template file (source.c), recognises the update-file form (docs/ref/language.md §1.6: `* path`,
 * `+ stanza`, `- ID`), parses each stanza with the scanner/parser pair and collects the
 * stanzas of the lines that parsed without error. */
#include "common/hookid.h"
#include "grammar/parse.h"
#include "grammar/gram.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_blank(int c) { return c == ' ' || c == '\t'; }

/* Read all of fd into a malloc'ed buffer whose first size is `hint` + 1 bytes, doubled as
 * needed.  `regular`: fd is a regular file of `hint` bytes, where a short read is the end
 * (one read does it); else reads go on until one returns 0. */
static int read_fd(int fd, size_t hint, int regular, char **data, size_t *len)
{
    size_t cap = hint < SIZE_MAX - 1 ? hint + 1 : hint, n = 0;
    if (cap < 256) cap = 256;
    char *buf = malloc(cap);
    if (!buf) { errno = ENOMEM; return -1; }
    for (;;) {
        if (n == cap) {
            char *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
            if (!nb) { free(buf); errno = ENOMEM; return -1; }
            buf = nb;
            cap *= 2;
        }
        ssize_t r = read(fd, buf + n, cap - n);
        if (r < 0) {
            if (errno == EINTR) continue;
            int saved = errno;
            free(buf);
            errno = saved;
            return -1;
        }
        if (r == 0) break;
        n += (size_t)r;
        if (n > TRC_TEXT_MAX) { free(buf); errno = EFBIG; return -1; }
        if (regular && n < cap) break;
    }
    *data = buf;
    *len = n;
    return 0;
}

int trc_read_file(const char *path, char **data, size_t *len)
{
    if (strcmp(path, "-") == 0) return read_fd(STDIN_FILENO, 65535, 0, data, len);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat st;
    size_t hint = 65535;
    int regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0;
    if (regular && (uint64_t)st.st_size > TRC_TEXT_MAX) {
        close(fd);
        errno = EFBIG;
        return -1;
    }
    if (regular) hint = (size_t)st.st_size;
    int rc = read_fd(fd, hint, regular, data, len);
    int saved = errno;
    close(fd);
    errno = saved;
    return rc;
}

const char *trc_read_strerror(int err)
{
    return err == EFBIG ? "larger than 64 MiB (the limit for a template file)" : strerror(err);
}

/* `- ID [ignored text]` of an update file. */
static trc_stanza *parse_delete(tgram_ctx *pc)
{
    const trc_lline *ll = pc->ll;
    uint32_t i = 1;
    while (i < ll->len && is_blank((unsigned char)ll->text[i])) i++;
    uint32_t j = i;
    while (j < ll->len && !is_blank((unsigned char)ll->text[j])) j++;
    uint32_t id;
    if (j == i) {
        tg_error(pc, i, "expected hook id after '-'");
        return NULL;
    }
    if (trc_hook_parse(ll->text + i, j - i, &id) != 0) {
        tg_error(pc, i, "invalid hook id '%.*s'", (int)(j - i), ll->text + i);
        return NULL;
    }
    trc_stanza *st = tg_alloc(pc, sizeof *st);
    st->kind = TRC_LINE_DELETE;
    st->hook = id;
    st->hook_text = tg_str(pc, ll->text + i, j - i);
    st->hook_span = tg_span(pc, i, j);
    st->level = TRC_LEVEL_NONE;
    uint32_t k = j;
    while (k < ll->len && is_blank((unsigned char)ll->text[k])) k++;
    if (k < ll->len) tg_warning(pc, k, "text after '- ID' ignored");
    return st;
}

/* What one parse changes: kept outside the frame that calls setjmp (guarded), so that
 * its values are determinate after a jump (C11 7.13.2.1). */
typedef struct parse_job {
    tgram_ctx pc;            /* parse context (its nomem_jmp is armed by guarded) */
    trc_lline ll;            /* the current logical line */
    trc_srcit it;            /* the logical-line iterator (file parse) */
    trc_ast_file *f;         /* the file being built (file parse) */
    trc_expr *e;             /* the predicate (where parse) */
    const char *path;        /* the file name (file parse) */
    const char *src;         /* the text */
    size_t len;              /* its length */
} parse_job;

/* Run fn(j) with out-of-memory (tg_nomem) jumping back here; returns 0, or -1 when it
 * ran out of memory (j->pc.nomem). */
static int guarded(parse_job *j, void (*fn)(parse_job *))
{
    if (setjmp(j->pc.nomem_jmp)) return -1;
    fn(j);
    return 0;
}

/* Release what a parse holds outside the arena (after a jump too). */
static void job_release(parse_job *j)
{
    tg_scan_release(&j->pc);
    trc_lline_free(&j->ll);
    free(j->pc.braces);
}

static void parse_file(parse_job *j)
{
    tgram_ctx *pc = &j->pc;
    trc_diag *diag = pc->diag;
    trc_ast_file *f = tg_alloc(pc, sizeof *f);
    j->f = f;
    f->path = tg_str(pc, j->path, strlen(j->path)).s;
    f->src = tg_str(pc, j->src, j->len).s;
    f->src_len = j->len;
    f->arena = pc->arena;
    uint32_t e0 = diag->nerrors, w0 = diag->nwarnings;

    trc_lline *ll = &j->ll;
    trc_src_init(&j->it, f->src, j->len, diag);
    int first = 1, headless = 0;   /* headless: a '+'/'-' line came without the '*' line */
    uint32_t cap_hint = 0;
    while (!trc_diag_full(diag) && trc_src_next(&j->it, ll)) {
        pc->ll = ll;
        pc->failed = 0;
        int was_first = first;
        first = 0;
        if (ll->bad) continue;
        trc_stanza *st = NULL;
        if (was_first && ll->text[0] == '*' && ll->len > 1 && is_blank((unsigned char)ll->text[1])) {
            uint32_t i = 1;
            while (i < ll->len && is_blank((unsigned char)ll->text[i])) i++;
            f->is_update = 1;
            f->update_path = tg_str(pc, ll->text + i, ll->len - i);
            f->update_start = ll->map[0];
            continue;
        }
        if (f->is_update) {
            if (ll->text[0] == '+') {
                st = tg_parse_line(pc, 1);
                if (st) st->kind = TRC_LINE_ADD;
            } else if (ll->text[0] == '-') {
                st = parse_delete(pc);
            } else {
                tg_error(pc, 0, "expected '+' or '-' at the start of an update line");
            }
        } else if (ll->text[0] == '+' || ll->text[0] == '-') {
            /* an update file without its header line (docs/trcupdate.md): said once, at
             * the first such line, instead of "invalid hook id '+'" on every line */
            if (!headless)
                tg_error(pc, 0, "'%c' line, but the update file's first line '* /etc/trcfmt' is missing",
                         ll->text[0]);
            headless = 1;
        } else {
            st = tg_parse_line(pc, 0);
        }
        if (!st) continue;
        tg_finish_stanza(pc, st);
        st->span = tg_span(pc, 0, ll->len);
        st->logical_start = ll->map[0];
        uint32_t col;
        trc_diag_linecol(diag, ll->map[0], &st->line, &col);
        if (f->nstanzas == cap_hint) {
            cap_hint = cap_hint ? cap_hint * 2 : 64;
            trc_stanza **v = tg_alloc(pc, cap_hint * sizeof *v);
            if (f->nstanzas) memcpy(v, f->stanzas, f->nstanzas * sizeof *v);
            f->stanzas = v;
        }
        f->stanzas[f->nstanzas++] = st;
    }
    f->nerrors = diag->nerrors - e0;
    f->nwarnings = diag->nwarnings - w0;
}

trc_ast_file *trc_parse(trc_arena *arena, trc_diag *diag, const char *path,
                        const char *src, size_t len)
{
    parse_job j;
    memset(&j, 0, sizeof j);
    j.pc.arena = arena;
    j.pc.diag = diag;
    j.path = path;
    j.src = src;
    j.len = len;
    int rc = guarded(&j, parse_file);
    job_release(&j);
    if (rc != 0 || j.it.nomem) {
        diag->nomem = 1;
        return NULL;
    }
    return j.f;
}

static void parse_where(parse_job *j)
{
    if (j->len == 0) tg_error(&j->pc, 0, "empty predicate");
    else j->e = tg_parse_where(&j->pc);
}

trc_expr *trc_parse_where(trc_arena *arena, trc_diag *diag, const char *src, size_t len)
{
    parse_job j;
    memset(&j, 0, sizeof j);
    j.pc.arena = arena;
    j.pc.diag = diag;
    j.pc.where = 1;
    j.src = src;
    j.len = len;
    trc_lline *ll = &j.ll;
    ll->text = malloc(len + 1);
    ll->map = malloc((len + 1) * sizeof *ll->map);
    if (!ll->text || !ll->map) {
        job_release(&j);
        diag->nomem = 1;
        return NULL;
    }
    memcpy(ll->text, src, len);
    ll->text[len] = '\0';
    for (uint32_t i = 0; i <= len; i++) ll->map[i] = i;
    ll->len = (uint32_t)len;
    ll->cap = (uint32_t)len + 1;
    j.pc.ll = ll;
    int rc = guarded(&j, parse_where);
    job_release(&j);
    if (rc != 0) {
        diag->nomem = 1;
        return NULL;
    }
    return j.pc.failed ? NULL : j.e;
}
