/* symtab.h -- the `-n` symbol file (docs/ref/report.md §1.1): lines `HEXADDR NAME`, `#` comment
 * lines; used to print numeric $SVC values by name (docs/ref/language.md §10). */
#ifndef TRC_SYMTAB_H
#define TRC_SYMTAB_H
#include <stddef.h>
#include <stdint.h>

/* One symbol. */
typedef struct trc_sym {
    uint64_t addr;      /* address (hex in the file) */
    uint32_t off;       /* name offset in trc_symtab.names */
    uint32_t len;       /* name length */
} trc_sym;

/* A loaded symbol file, sorted by address (the first of equal addresses wins). */
typedef struct trc_symtab {
    trc_sym *v;         /* symbols (malloc) */
    uint32_t n;         /* count */
    char *names;        /* all names back to back (malloc) */
} trc_symtab;

/* Load `path`; returns 0, or -1 with a message in err (cannot read, bad line N). */
int trc_symtab_load(trc_symtab *t, const char *path, char *err, size_t errlen);
/* Free a table. */
void trc_symtab_free(trc_symtab *t);
/* Name of addr, or NULL (length in *len). */
const char *trc_symtab_find(const trc_symtab *t, uint64_t addr, uint32_t *len);

#endif
