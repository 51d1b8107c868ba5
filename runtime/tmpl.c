/* tmpl.c -- libtrc's embedded template set (docs/libtrc.md "Embedded templates",
 * docs/ref/tracelog.md §3.6): reading `templates=PATH` (a file, or a directory of per-hook
 * files), the light structural check libtrc can do without the template grammar, and the
 * tag-17 TLV chunks of the header.  libtrc is self-contained (it does not link the
 * formatter library), so the CRC-32 and the chunking of formats/tmplembed.c are repeated
 * here; tests/libtrc.sh checks that trcrpt reads what this writes. */
#include "runtime/trc_int.h"
#include "common/crc32.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A growing text. */
typedef struct tbuf { char *p; size_t n, cap; int failed; } tbuf;

static void tb_add(tbuf *b, const void *s, size_t n)
{
    if (b->failed) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) { b->failed = 1; return; }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

/* Append file `path` (shown as `name` in its `#@file` line) to b; 0 or -1 (errno). */
static int add_file(tbuf *b, const char *path, const char *name)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    tb_add(b, "#@file ", 7);
    tb_add(b, name, strlen(name));
    tb_add(b, "\n", 1);
    char buf[8192];
    ssize_t r;
    size_t last = 0, got = 0;
    while ((r = read(fd, buf, sizeof buf)) != 0) {
        if (r < 0) { if (errno == EINTR) continue; int e = errno; close(fd); errno = e; return -1; }
        tb_add(b, buf, (size_t)r);
        last = (size_t)buf[r - 1];
        got += (size_t)r;
        if (b->n > TRC_TMPL_MAX) break;
    }
    close(fd);
    if (got && last != '\n') tb_add(b, "\n", 1);
    return 0;
}

/* 1 when a directory entry is a template file (.tmpl/.fmt, no dot file, no `~`). */
static int tmpl_name(const char *n)
{
    size_t l = strlen(n);
    if (n[0] == '.' || (l && n[l - 1] == '~')) return 0;
    return (l > 5 && !strcmp(n + l - 5, ".tmpl")) || (l > 4 && !strcmp(n + l - 4, ".fmt"));
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Collect the template files below dir (recursively, links to directories not followed)
 * into *v; 0 or -1 (errno). */
static int walk(const char *dir, char ***v, size_t *n, size_t *cap)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    int rc = 0;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        size_t l = strlen(dir) + strlen(e->d_name) + 2;
        char *p = malloc(l);
        if (!p) { rc = -1; errno = ENOMEM; break; }
        snprintf(p, l, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) != 0) { free(p); continue; }
        if (S_ISLNK(st.st_mode) && stat(p, &st) == 0 && S_ISDIR(st.st_mode)) { free(p); continue; }
        if (S_ISDIR(st.st_mode)) { rc = walk(p, v, n, cap); free(p); continue; }
        if (!S_ISREG(st.st_mode) || !tmpl_name(e->d_name)) { free(p); continue; }
        if (*n == *cap) {
            size_t c = *cap ? *cap * 2 : 32;
            char **nv = realloc(*v, c * sizeof *nv);
            if (!nv) { free(p); rc = -1; errno = ENOMEM; break; }
            *v = nv;
            *cap = c;
        }
        (*v)[(*n)++] = p;
    }
    closedir(d);
    return rc;
}

int trc_rt_tmpl_load(const char *path, char **text, size_t *len, char *err, size_t errlen)
{
    *text = NULL;
    *len = 0;
    tbuf b = { 0 };
    struct stat st;
    int rc = 0;
    if (stat(path, &st) != 0) rc = -1;
    else if (S_ISDIR(st.st_mode)) {
        char **v = NULL;
        size_t n = 0, cap = 0;
        rc = walk(path, &v, &n, &cap);
        if (rc == 0 && n) qsort(v, n, sizeof *v, cmp_str);
        size_t skip = strlen(path) + 1;
        for (size_t i = 0; rc == 0 && i < n; i++) rc = add_file(&b, v[i], v[i] + skip);
        if (rc == 0 && n == 0) { snprintf(err, errlen, "%s: no template files", path); rc = -2; }
        for (size_t i = 0; i < n; i++) free(v[i]);
        free(v);
    } else {
        const char *base = strrchr(path, '/');
        rc = add_file(&b, path, base ? base + 1 : path);
    }
    if (rc == -1) snprintf(err, errlen, "%s: %s", path, strerror(errno));
    if (rc == 0 && b.failed) { snprintf(err, errlen, "out of memory"); rc = -2; }
    if (rc == 0 && trc_rt_tmpl_check(b.p, b.n, err, errlen) != 0) rc = -2;
    if (rc) { free(b.p); return -1; }
    *text = b.p;
    *len = b.n;
    return 0;
}

/* 1 when p[0..n) is `hex{3,5}`, blanks, `digits.digits` and then a blank or the end. */
static int stanza_head(const char *p, size_t n)
{
    size_t i = 0;
    while (i < n && i < 6 && ((p[i] >= '0' && p[i] <= '9') || (p[i] >= 'a' && p[i] <= 'f') || (p[i] >= 'A' && p[i] <= 'F')))
        i++;
    if (i < 3 || i > 5 || i >= n || (p[i] != ' ' && p[i] != '\t')) return 0;
    while (i < n && (p[i] == ' ' || p[i] == '\t')) i++;
    size_t d = i;
    while (i < n && p[i] >= '0' && p[i] <= '9') i++;
    if (i == d || i >= n || p[i] != '.') return 0;
    d = ++i;
    while (i < n && p[i] >= '0' && p[i] <= '9') i++;
    return i > d && (i == n || p[i] == ' ' || p[i] == '\t' || p[i] == '\\' || p[i] == '\r');
}

int trc_rt_tmpl_check(const char *t, size_t n, char *err, size_t errlen)
{
    if (n > TRC_TMPL_MAX) { snprintf(err, errlen, "template set larger than %u bytes", (unsigned)TRC_TMPL_MAX); return -1; }
    const char *name = "<text>";   /* until a #@file line names the file */
    size_t name_len = 6;
    unsigned line = 0, fline = 0, stanzas = 0;
    int cont = 0;            /* the previous non-comment line ended in an unescaped `\` */
    for (size_t i = 0; i < n;) {
        const char *e = memchr(t + i, '\n', n - i);
        size_t end = e ? (size_t)(e - t) : n;
        line++;
        fline++;
        if (memchr(t + i, 0, end - i)) {
            snprintf(err, errlen, "%.*s:%u: NUL byte in a template file", (int)name_len, name, fline);
            return -1;
        }
        size_t a = i;
        while (a < end && (t[a] == ' ' || t[a] == '\t')) a++;
        if (end - i >= 7 && !memcmp(t + i, "#@file ", 7)) {      /* a file of the set */
            name = t + i + 7;
            name_len = end - i - 7;
            fline = 0;
            cont = 0;
        } else if (a < end && t[a] == '#') {
            /* comment lines neither end nor continue a stanza (language.md §1.2) */
        } else {
            size_t z = end;
            while (z > a && (t[z - 1] == ' ' || t[z - 1] == '\t' || t[z - 1] == '\r')) z--;
            if (!cont && z > a) {
                if (t[a] == '+' || t[a] == '-') {
                    snprintf(err, errlen, "%.*s:%u: an update file is not a template set", (int)name_len, name, fline);
                    return -1;
                }
                if (!stanza_head(t + a, z - a)) {
                    snprintf(err, errlen, "%.*s:%u: expected a hook ID and a version", (int)name_len, name, fline);
                    return -1;
                }
                stanzas++;
            }
            size_t bs = 0;
            while (z > a && t[z - 1] == '\\') { bs++; z--; }
            cont = (bs & 1) != 0;
        }
        i = end + 1;
    }
    if (!stanzas) { snprintf(err, errlen, "no template in the set"); return -1; }
    return 0;
}

size_t trc_rt_tmpl_tlv_size(size_t len)
{
    size_t total = 12 + len, chunks = (total + 65531) / 65532;
    return total + 4 * chunks + 3 * 4;   /* tags and lengths; the last chunk's fill */
}

size_t trc_rt_tmpl_tlvs(uint8_t *b, const char *text, size_t len)
{
    uint8_t fx[12];
    uint16_t v[2] = { 1, 0 };
    uint32_t w[2] = { (uint32_t)len, trc_crc32(0, text, len) };
    memcpy(fx, v, 4);
    memcpy(fx + 4, w, 8);
    size_t total = 12 + len, done = 0, pos = 0;
    while (done < total) {
        size_t n = total - done < 65532 ? total - done : 65532;
        uint16_t h[2] = { 17, (uint16_t)n };
        memcpy(b + pos, h, 4);
        pos += 4;
        for (size_t i = 0; i < n; i++, done++)
            b[pos + i] = done < 12 ? fx[done] : (uint8_t)text[done - 12];
        pos += n;
        while (pos % 4) b[pos++] = 0;
    }
    return pos;
}
