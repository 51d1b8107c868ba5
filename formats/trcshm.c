/* trcshm.c -- reader of libtrc shared buffer files (docs/ref/runtime.md §8 "trcshm file").
 * Owns: validation of the control block and descriptors, the recovery walk (chunk order,
 * committed records, pads, lost bytes) and when it adds synthetic 006 records
 * (formats/synth.h).  The header
 * is parsed by the trclog reader (fed the header bytes only). */
#include "formats/trcshm.h"
#include "formats/trclog.h"
#include "formats/synth.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* One chunk to read. */
typedef struct shm_chunk {
    uint32_t index;         /* chunk number */
    uint64_t seq;           /* its sequence number */
    uint64_t limit;         /* min(used, C) */
} shm_chunk;

/* The reader. */
typedef struct shm_src {
    trc_source src;         /* public part (first member) */
    trc_source *hdr;        /* trclog reader of the header bytes (owns info strings) */
    const uint8_t *map;     /* the file, mapped read-only */
    size_t size;            /* file size */
    trc_byteorder bo;       /* byte order */
    uint32_t nchunks;       /* N */
    uint32_t csize;         /* C */
    uint64_t data;          /* D */
    uint32_t mode;          /* 0 chain, 1 circular, 2 stop */
    uint64_t lost_events;   /* stored loss counters */
    uint64_t lost_bytes;    /* stored lost bytes */
    shm_chunk *chunks;      /* chunks to read, in seq order */
    uint32_t nread;         /* their number */
    uint32_t ci;            /* current chunk */
    uint64_t off;           /* offset in the current chunk */
    uint64_t skipped;       /* records with COMMIT clear in the current chunk */
    uint64_t skipped_bytes; /* bytes skipped in the current chunk */
    int final_done;         /* the final 006 was returned */
    uint64_t prev_ticks;    /* time of the last record returned */
    uint8_t fb[TRC_SYNTH_006_LEN]; /* format buffer of a synthetic record */
} shm_src;

static void shm_close(trc_source *s)
{
    shm_src *m = (shm_src *)s;
    if (m->hdr) m->hdr->close(m->hdr);
    if (m->map) munmap((void *)m->map, m->size);
    free(m->chunks);
    free((void *)m->src.path);
    free(m);
}

/* A synthetic 006 (SYNTH, previous time, unknown cpu/pid/tid) in the header's env. */
static void synth_006(shm_src *m, trc_record *rec, unsigned reason, uint64_t events,
                      uint64_t bytes)
{
    trc_synth_006(rec, m->fb, m->bo, m->src.info.env, reason, events, bytes, 0, 0, m->prev_ticks,
                  TRC_CPU_UNKNOWN, 0, TRC_EF_COMMIT | TRC_EF_NOTS);
    m->src.stats.records++;
}

static int shm_next(trc_source *s, trc_record *rec)
{
    shm_src *m = (shm_src *)s;
    while (m->ci < m->nread) {
        shm_chunk *c = &m->chunks[m->ci];
        const uint8_t *base = m->map + m->data + (uint64_t)c->index * m->csize;
        int end = 0;
        if (m->off + 8 > c->limit) {
            if (m->off < c->limit) m->skipped_bytes += c->limit - m->off;
            end = 1;
        } else {
            const uint8_t *p = base + m->off;
            uint32_t rl = trc_get32(p, m->bo);
            uint16_t ent = trc_get16(p + 4, m->bo);
            uint16_t fl = m->off + 32 <= c->limit ? trc_get16(p + 8, m->bo) : 0;
            if (rl == 0 && m->off % 4096) {
                /* libtrc writes in 4 KiB regions per thread: the unused tail of a region
                 * still open is zero; the next region starts at the next 4 KiB */
                m->off = (m->off + 4096) & ~(uint64_t)4095;
                continue;
            } else if (ent == 0xFFFE && rl && !(rl & 7) && m->off + rl <= c->limit) {
                m->off += rl;                  /* skip marker: a closed region's unused tail */
                continue;
            } else if (rl == 0 || rl < 32 || (rl & 7) || m->off + rl > c->limit ||
                       m->off + 32 > c->limit) {
                m->skipped_bytes += c->limit - m->off;   /* unwritten or damaged: lost */
                end = 1;
            } else if (ent == 0xFFFF) {
                end = 1;                       /* pad: the rest of the chunk is unused */
            } else if (!(fl & TRC_EF_COMMIT) || !trc_trclog_framed(p, rl, ent, fl)) {
                /* not committed, or framed as no trclog record is (libtrc frames its
                 * records so): skipped, as -r could not write it (fuzz target trcshm's
                 * copy check: regress/trcshm/copy-namespace-32bit) */
                m->skipped++;
                m->skipped_bytes += rl;
                m->off += rl;
                continue;
            } else {
                memset(rec, 0, sizeof *rec);
                rec->len = ent;
                rec->cpu = trc_get16(p + 6, m->bo);
                rec->flags = fl & (uint16_t)~0x0008u;     /* libtrc's in-memory bit */
                rec->ns = p[10];
                rec->reserved = p[11];
                rec->pid = trc_get32(p + 12, m->bo);
                rec->tid = trc_get64(p + 16, m->bo);
                rec->ticks = trc_get64(p + 24, m->bo);
                rec->bo = m->bo;
                rec->fb = p + 32;
                rec->offset = (uint64_t)(p - m->map);
                rec->fb_offset = rec->offset + 32;
                if (rec->flags & TRC_EF_E64)
                    rec->hook = ent >= 6 ? (uint32_t)rec->ns << 16 | trc_get16(p + 36, m->bo) : 0;
                else
                    rec->hook = ent >= 2 ? (uint32_t)(trc_get16(p + 32, m->bo) & 0xFFF0u) : 0;
                m->off += rl;
                m->prev_ticks = rec->ticks;
                m->src.stats.records++;
                return 1;
            }
        }
        if (end) {
            m->ci++;
            m->off = 0;
            if (m->skipped || m->skipped_bytes) {
                synth_006(m, rec, 6, m->skipped, m->skipped_bytes);
                m->skipped = m->skipped_bytes = 0;
                return 1;
            }
        }
    }
    if (!m->final_done) {
        m->final_done = 1;
        if (m->lost_events) {
            synth_006(m, rec, m->mode == 1 ? 2 : 1, m->lost_events, m->lost_bytes);
            return 1;
        }
    }
    return 0;
}

static int cmp_chunk(const void *a, const void *b)
{
    const shm_chunk *x = a, *y = b;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

trc_source *trc_trcshm_open(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) { snprintf(err, errlen, "%s: %s", path, strerror(errno)); return NULL; }
    struct stat st;
    if (fstat(fd, &st) < 0 || st.st_size < 72) {
        snprintf(err, errlen, "%s: not a trcshm file (too short)", path);
        close(fd);
        return NULL;
    }
    size_t size = (size_t)st.st_size;
    const uint8_t *map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED) { snprintf(err, errlen, "%s: %s", path, strerror(errno)); return NULL; }
    shm_src *m = calloc(1, sizeof *m);
    if (!m) { munmap((void *)map, size); snprintf(err, errlen, "out of memory"); return NULL; }
    m->map = map;
    m->size = size;
    m->src.path = strdup(path);
    m->src.next = shm_next;
    m->src.close = shm_close;
    /* the header, through the trclog reader fed only its bytes */
    int nul = open("/dev/null", O_RDONLY | O_CLOEXEC);
    uint32_t h = 0;
    if (memcmp(map, TRC_TRCLOG_MAGIC, 8) == 0) {
        m->bo = map[8] == 1 ? TRC_BO_BIG : TRC_BO_LITTLE;
        h = trc_get32(map + 16, m->bo);
    }
    if (nul < 0 || h < 72 || h % 8 || (uint64_t)h + 64 > size) {
        if (nul >= 0) close(nul);
        snprintf(err, errlen, "%s: not a trcshm file (%s)", path,
                 h >= 72 && h % 8 == 0 && h <= size ? "no TRCSHM01 block" : "no valid trclog header");
        shm_close(&m->src);
        return NULL;
    }
    m->hdr = trc_trclog_open_fd(nul, 1, path, map, h, err, errlen);
    if (!m->hdr) { shm_close(&m->src); return NULL; }
    m->src.info = m->hdr->info;
    const uint8_t *cb = map + h;
    if (memcmp(cb, "TRCSHM01", 8) != 0) {
        snprintf(err, errlen, "%s: not a trcshm file (no TRCSHM01 block)", path);
        shm_close(&m->src);
        return NULL;
    }
    m->nchunks = trc_get32(cb + 8, m->bo);
    m->csize = trc_get32(cb + 12, m->bo);
    m->data = trc_get64(cb + 16, m->bo);
    m->mode = trc_get32(cb + 24, m->bo);
    m->lost_events = trc_get64(cb + 32, m->bo);
    m->lost_bytes = trc_get64(cb + 40, m->bo);
    /* A counter with the top bit set is a transient "negative" value that a libtrc before
     * the fix of docs/libtrc.md "trcshm loss counters" could leave at a SIGKILL; no real
     * count comes near 2^63, so it is read as 0 (not as a 006 of 4294967295 events). */
    if (m->lost_events >> 63) m->lost_events = 0;
    if (m->lost_bytes >> 63) m->lost_bytes = 0;
    /* D and the chunk area are checked against the file size without a sum that could
     * wrap (a D near 2^64 once passed and sent the walk outside the mapping) */
    if (!m->nchunks || m->nchunks > 65536 || !m->csize || m->data > size ||
        (uint64_t)h + 64 + 64ull * m->nchunks > m->data ||
        (uint64_t)m->nchunks * m->csize > size - m->data) {
        snprintf(err, errlen, "%s: damaged trcshm control block", path);
        shm_close(&m->src);
        return NULL;
    }
    m->chunks = calloc(m->nchunks, sizeof *m->chunks);
    if (!m->chunks) { snprintf(err, errlen, "out of memory"); shm_close(&m->src); return NULL; }
    for (uint32_t k = 0; k < m->nchunks; k++) {
        const uint8_t *d = cb + 64 + 64 * (uint64_t)k;
        uint32_t state = trc_get32(d, m->bo);
        uint64_t used = trc_get64(d + 16, m->bo);
        if (state == 0 || used == 0) continue;
        shm_chunk *c = &m->chunks[m->nread++];
        c->index = k;
        c->seq = trc_get64(d + 8, m->bo);
        c->limit = used < m->csize ? used : m->csize;
    }
    qsort(m->chunks, m->nread, sizeof *m->chunks, cmp_chunk);
    return &m->src;
}
