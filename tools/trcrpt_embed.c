/* trcrpt_embed.c -- owns trcrpt's `--extract-templates` and `-c --against` (see
 * trcrpt_embed.h; docs/templates.md "Embedded sets"). */
#include "tools/trcrpt_embed.h"
#include "common/buf.h"
#include "common/hookid.h"
#include "grammar/tmplfile.h"
#include "report/embedtext.h"
#include "tools/exitcodes.h"
#include "tools/outdir.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Open LOG for these modes: the source, or NULL after a message. */
static trc_source *open_log(const char *log, const trc_input_opts *in)
{
    char err[512];
    trc_input_format f;
    trc_source *src = trc_input_open(log, in, &f, err, sizeof err);
    if (!src) fprintf(stderr, "trcrpt: %s\n", err);
    return src;
}

/* Write n bytes as the new file path; 0 or 5 after a message. */
static int write_new(const char *path, const char *p, size_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) { fprintf(stderr, "trcrpt: %s: %s\n", path, strerror(errno)); return TRC_EXIT_OUTPUT; }
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            fprintf(stderr, "trcrpt: %s: %s\n", path, w < 0 ? strerror(errno) : "short write");
            close(fd);
            return TRC_EXIT_OUTPUT;
        }
        p += w;
        n -= (size_t)w;
    }
    if (close(fd) != 0) { fprintf(stderr, "trcrpt: %s: %s\n", path, strerror(errno)); return TRC_EXIT_OUTPUT; }
    return 0;
}

int trc_rpt_extract(const char *dir, const char *log, const trc_input_opts *in, int color)
{
    trc_source *src = open_log(log, in);
    if (!src) return TRC_EXIT_INPUT;
    const trc_loginfo *li = &src->info;
    int status = 0;
    if (li->tmpl_state != 1) {
        if (li->tmpl_state == -1) fprintf(stderr, "trcrpt: %s: %s\n", log, li->tmpl_why);
        else fprintf(stderr, "trcrpt: %s: no embedded template set\n", log);
        src->close(src);
        return TRC_EXIT_INPUT;
    }
    trc_tset t;
    trc_tset_init(&t, stderr, color, "trcrpt: ");
    char name[4200];
    snprintf(name, sizeof name, "<embedded in %s>", log);
    char *copy = malloc(li->tmpl_len + 1);
    if (!copy) status = TRC_EXIT_INTERNAL;
    else {
        memcpy(copy, li->tmpl_text, li->tmpl_len + 1);
        if (trc_tset_add_text(&t, name, copy, li->tmpl_len) != 0) status = TRC_EXIT_INTERNAL;
    }
    if (status == 0) status = trc_outdir_ready("trcrpt: ", dir);
    if (status == 0) {
        /* stanza i owns [from, its end): from the end of the one before (so the `#@file`
         * line and comments above it travel with it); the last one to the end */
        const trc_ast_file *a = t.files[0].ast;
        const char *txt = a->src;
        uint32_t n = a->nstanzas;
        size_t *to = calloc(n + 1, sizeof *to);
        if (!to) status = TRC_EXIT_INTERNAL;
        for (uint32_t i = 0; status == 0 && i < n; i++) {
            size_t b, e;
            trc_tmpl_extent(txt, a->src_len, a->stanzas[i]->logical_start, &b, &e);
            to[i] = e;
        }
        if (n) to[n - 1] = a->src_len;
        for (uint32_t i = 0; status == 0 && i < n; i++) {
            uint32_t hook = a->stanzas[i]->hook;
            int first = 1;
            for (uint32_t k = 0; k < i && first; k++) first = a->stanzas[k]->hook != hook;
            if (!first) continue;
            trc_buf text, path;
            trc_buf_init(&text);
            trc_buf_init(&path);
            for (uint32_t k = i; k < n; k++)
                if (a->stanzas[k]->hook == hook) {
                    size_t from = k ? to[k - 1] : 0;
                    trc_buf_add(&text, txt + from, to[k] - from);
                }
            char id[8];
            trc_hook_format(hook, id);
            trc_buf_printf(&path, "%s/%s.tmpl", dir, id);
            if (text.failed || path.failed) status = TRC_EXIT_INTERNAL;
            else status = write_new(path.data, text.data ? text.data : "", text.len);
            trc_buf_free(&text);
            trc_buf_free(&path);
        }
        free(to);
    }
    if (status == TRC_EXIT_INTERNAL) fputs("trcrpt: out of memory\n", stderr);
    trc_tset_free(&t);
    src->close(src);
    return status;
}

int trc_rpt_against(const char *log, const trc_input_opts *in, const trc_tset *t,
                    trc_ast_file *const *u, unsigned n)
{
    trc_source *src = open_log(log, in);
    if (!src) return TRC_EXIT_INPUT;
    uint64_t *count = calloc((size_t)1 << 20, sizeof *count);
    uint8_t *used = calloc(1, TRC_HOOKMAP_BYTES), *kept = calloc(1, TRC_HOOKMAP_BYTES),
            *all = calloc(1, TRC_HOOKMAP_BYTES);
    trc_progset *set = trc_tset_compile(t);
    int status = count && used && kept && all && set ? 0 : TRC_EXIT_INTERNAL;
    trc_record rec;
    uint64_t records = 0;
    int r;
    while (status == 0 && (r = src->next(src, &rec)) == 1) {
        uint32_t h = rec.hook & 0xFFFFF;
        count[h]++;
        trc_hookmap_set(used, h);
        records++;
    }
    if (status == 0 && r < 0) {
        fprintf(stderr, "trcrpt: %s\n", src->errbuf);
        status = TRC_EXIT_INPUT;
    }
    trc_buf scratch;
    trc_buf_init(&scratch);
    if (status == 0 && (trc_embed_text(&scratch, u, n, used, kept) < 0 ||
                        trc_embed_text(&scratch, u, n, NULL, all) < 0))
        status = TRC_EXIT_INTERNAL;
    trc_buf_free(&scratch);
    if (status == 0) {
        uint64_t ids = 0, missing = 0, unused = 0;
        char id[8];
        for (uint32_t h = 0; h < (1u << 20); h++) {
            if (!count[h]) continue;
            ids++;
            if (trc_progset_find(set, h)) continue;
            missing++;
            trc_hook_format(h, id);
            printf("%s: no template (%llu record%s)\n", id, (unsigned long long)count[h], count[h] == 1 ? "" : "s");
        }
        for (uint32_t h = 0; h < (1u << 20); h++) {
            if (!trc_hookmap_has(all, h) || trc_hookmap_has(kept, h)) continue;
            unused++;
            trc_hook_format(h, id);
            printf("%s: template never used\n", id);
        }
        const trc_loginfo *li = &src->info;
        printf("%s: %llu records, %llu hook IDs, %llu without a template, %llu templates never used; ",
               log, (unsigned long long)records, (unsigned long long)ids, (unsigned long long)missing,
               (unsigned long long)unused);
        if (li->tmpl_state == 1) printf("embedded template set of %zu bytes (not part of this check)\n", li->tmpl_len);
        else if (li->tmpl_state == -1) printf("embedded template set damaged (%s)\n", li->tmpl_why);
        else printf("no embedded template set\n");
        if (fflush(stdout) != 0) status = TRC_EXIT_OUTPUT;
    }
    if (status == TRC_EXIT_INTERNAL) fputs("trcrpt: out of memory\n", stderr);
    trc_progset_free(set);
    free(count);
    free(used);
    free(kept);
    free(all);
    src->close(src);
    return status;
}
