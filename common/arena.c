/* arena.c -- region allocator (see arena.h). */
#include "arena.h"
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* One block of an arena. */
struct trc_arena_block {
    trc_arena_block *next;   /* older block */
    size_t size;             /* usable bytes in data */
    _Alignas(16) unsigned char data[]; /* payload */
};

enum { TRC_ARENA_MIN_BLOCK = 16384 };

void trc_arena_init(trc_arena *a) { memset(a, 0, sizeof *a); }

void trc_arena_free(trc_arena *a)
{
    trc_arena_block *b = a->head;
    while (b) {
        trc_arena_block *next = b->next;
        free(b);
        b = next;
    }
    memset(a, 0, sizeof *a);
}

void *trc_arena_alloc(trc_arena *a, size_t n)
{
    size_t need = (n + 15) & ~(size_t)15;
    if (need < n) { a->failed = 1; return NULL; }
    if (!a->head || a->head->size - a->used < need) {
        size_t size = need > TRC_ARENA_MIN_BLOCK ? need : TRC_ARENA_MIN_BLOCK;
        if (a->head && a->head->size * 2 > size && a->head->size < (1u << 20))
            size = a->head->size * 2;
        trc_arena_block *b = malloc(sizeof *b + size);
        if (!b) { a->failed = 1; return NULL; }
        b->next = a->head;
        b->size = size;
        a->head = b;
        a->used = 0;
        a->total += size;
    }
    void *p = a->head->data + a->used;
    a->used += need;
    memset(p, 0, n);
    return p;
}

char *trc_arena_strndup(trc_arena *a, const char *s, size_t n)
{
    char *p = trc_arena_alloc(a, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void *trc_arena_grow(trc_arena *a, void *old, size_t n, size_t new_cap, size_t elem)
{
    if (new_cap && elem > SIZE_MAX / new_cap) { a->failed = 1; return NULL; }
    void *p = trc_arena_alloc(a, new_cap * elem);
    if (p && old && n) memcpy(p, old, n * elem);
    return p;
}
