/* arena.h -- region allocator: everything a compiled template set owns lives in one
 * arena and is freed at once.  Not thread-safe; one arena per owner. */
#ifndef TRC_ARENA_H
#define TRC_ARENA_H
#include <stddef.h>

typedef struct trc_arena_block trc_arena_block;

/* An arena: a chain of blocks; allocations never move. */
typedef struct trc_arena {
    trc_arena_block *head;   /* newest block (allocation happens here) */
    size_t used;             /* bytes used in head */
    size_t total;            /* bytes allocated over all blocks (statistics) */
    int failed;              /* sticky: an allocation failed (out of memory) */
} trc_arena;

/* Initialise an empty arena (no allocation happens yet). */
void trc_arena_init(trc_arena *a);
/* Free every block; the arena is empty and reusable afterwards. */
void trc_arena_free(trc_arena *a);
/* Allocate n zeroed bytes aligned to 16; NULL (and a->failed set) on out-of-memory. */
void *trc_arena_alloc(trc_arena *a, size_t n);
/* Copy n bytes into the arena and add a NUL terminator; NULL on out-of-memory. */
char *trc_arena_strndup(trc_arena *a, const char *s, size_t n);
/* Grow an arena-owned array: returns a new array of new_cap elements holding the old
 * n elements (the old storage is abandoned to the arena). */
void *trc_arena_grow(trc_arena *a, void *old, size_t n, size_t new_cap, size_t elem);

#endif
