/* compile.h -- what the unit tests that run templates share: a set from template text, as
 * trcrpt builds one from a file (parse, check, compile, the compiled form; diagnostics on
 * stderr), and a record of hook 010 to run it on. */
#ifndef TRC_TESTS_UNIT_COMPILE_H
#define TRC_TESTS_UNIT_COMPILE_H
#include <stdio.h>
#include <string.h>
#include "common/arena.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "interp/check.h"
#include "interp/program.h"
#include "common/record.h"

/* Compile template text (NULL on errors). */
static inline trc_progset *tu_compile(const char *text)
{
    trc_arena arena;
    trc_diag diag;
    trc_arena_init(&arena);
    if (trc_diag_init(&diag, "t.fmt", text, strlen(text), stderr) != 0) return NULL;
    trc_ast_file *f = trc_parse(&arena, &diag, "t.fmt", text, strlen(text));
    trc_progset *set = NULL;
    if (f) {
        trc_check(f, &f, 1, &diag, 0);
        trc_diag_flush(&diag);
        if (diag.nerrors == 0) set = trc_compile(&f, 1);
    }
    trc_diag_free(&diag);
    trc_arena_free(&arena);
    return set;
}

/* *rec: a committed big-endian record of hook 010 (fb: its len bytes, the hook word
 * first), without a CPU, process or thread. */
static inline void tu_record(trc_record *rec, const uint8_t *fb, uint32_t len)
{
    memset(rec, 0, sizeof *rec);
    rec->hook = 0x0100;
    rec->fb = fb;
    rec->len = len;
    rec->bo = TRC_BO_BIG;
    rec->flags = TRC_EF_COMMIT;
    rec->cpu = TRC_CPU_UNKNOWN;
    rec->pid = TRC_PID_UNKNOWN;
    rec->tid = TRC_TID_UNKNOWN;
}

#endif
