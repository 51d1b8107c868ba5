/* ltt_int.h -- internals of the LTT reader shared by formats/ltt.c, formats/ltt_walk.c,
 * formats/ltt_xml.c and formats/ltt_tmpl.c: the system description, the facility/event/type
 * model built from eventdefs (docs/ref/foreign.md §4.1-§4.3), the size computation of event
 * payloads and the block walk (§4.5, §4.6).
 * Not installed; not part of the library's API. */
#ifndef TRC_LTT_INT_H
#define TRC_LTT_INT_H
#include <stddef.h>
#include <stdint.h>
#include "common/arena.h"
#include "formats/ltt.h"

/* Architecture sizes of system.xml (docs/ref/foreign.md §4.3 table). */
typedef enum ltt_arch { LTT_LP32, LTT_ILP32, LTT_LP64, LTT_ILP64 } ltt_arch;

/* Kinds of types. */
typedef enum ltt_kind {
    LTT_INT, LTT_UINT, LTT_FLOAT, LTT_STRING, LTT_ENUM, LTT_ARRAY, LTT_SEQUENCE,
    LTT_STRUCT, LTT_UNION, LTT_TYPEREF
} ltt_kind;

typedef struct ltt_type ltt_type;

/* A struct or union field. */
typedef struct ltt_field {
    const char *name;        /* field name ("" when absent) */
    ltt_type *type;          /* its type (NULL until the element's type is read) */
} ltt_field;

/* An enum label. */
typedef struct ltt_label {
    const char *name;        /* label text */
    int64_t value;           /* its value (C rules: previous + 1 unless given) */
} ltt_label;

/* A type of the eventdefs. */
struct ltt_type {
    ltt_kind kind;           /* what it is */
    unsigned size;           /* int/uint/enum/float: bytes; sequence: length bytes;
                                union: type-code bytes */
    uint64_t count;          /* array: number of elements */
    ltt_type *elem;          /* array/sequence: element type; typeref: resolved target */
    ltt_field *fields;       /* struct/union: fields (arena) */
    size_t nfields;          /* number of fields */
    size_t capfields;        /* allocated fields */
    ltt_label *labels;       /* enum: labels (arena) */
    size_t nlabels;          /* number of labels */
    size_t caplabels;        /* allocated labels */
    int64_t next_value;      /* enum: value of the next label without value= */
    const char *refname;     /* typeref: the name referenced */
    int line;                /* line of the element in its file */
    int has_union;           /* 1: the type contains a union (after resolution) */
    int64_t fixed;           /* payload bytes when fixed-size, -1 when variable */
    int depth;               /* nesting depth after resolution (1 for scalars) */
};

/* Deepest allowed type nesting (typerefs followed); deeper is a load error. */
#define LTT_MAX_TYPE_DEPTH 200

/* A named type (<type name=T>). */
typedef struct ltt_named {
    const char *name;        /* type name */
    ltt_type *type;          /* definition */
    int state;               /* resolution: 0 not visited, 1 in progress, 2 done */
    int line;                /* line of the <type> element */
} ltt_named;

/* An event of a facility. */
typedef struct ltt_event {
    const char *name;        /* event name */
    ltt_type *type;          /* payload type, NULL = empty event */
    int line;                /* line of the <event> element */
} ltt_event;

/* A facility (one <facility> element). */
typedef struct ltt_facility {
    const char *name;        /* facility name */
    const char *file;        /* eventdefs file it came from */
    ltt_event *events;       /* events in declaration order (arena) */
    size_t nevents;          /* number of events */
    size_t capevents;        /* allocated events */
    ltt_named *types;        /* named types (arena) */
    size_t ntypes;           /* number of named types */
    size_t captypes;         /* allocated named types */
    int loaded;              /* 1: a range uses this facility */
} ltt_facility;

/* One facility range: IDs base .. base + nevents - 1. */
typedef struct ltt_range {
    uint32_t base;           /* first event id */
    uint32_t checksum;       /* checksum of the facility_load (0 in fallback mode) */
    ltt_facility *fac;       /* the facility */
} ltt_range;

/* The parsed description of a trace. */
typedef struct ltt_model {
    trc_arena arena;         /* owns every string, type and array below */
    /* system.xml */
    trc_byteorder bo;        /* byte order of the trace */
    ltt_arch arch;           /* arch_size */
    uint32_t block_size;     /* ltt_block_size */
    uint32_t ncpus;          /* cpu attribute (0 = absent) */
    const char **sysattrs;   /* system attributes as pairs: [2i] name, [2i+1] value */
    size_t nsysattrs;        /* number of pairs */
    size_t capsysattrs;      /* allocated entries (2 per pair) */
    /* eventdefs */
    ltt_facility **facs;     /* facilities in eventdefs order (files bytewise, file order) */
    size_t nfacs;            /* number of facilities */
    size_t capfacs;          /* allocated */
    ltt_range *ranges;       /* ranges in load order (lookup takes the first match) */
    size_t nranges;          /* number of ranges */
    size_t capranges;        /* allocated */
    trc_foreign_warn_fn warn;/* warning sink */
    void *warn_ctx;          /* its argument */
    const char *dir;         /* trace directory (for warnings) */
} ltt_model;

/* Fixed IDs of the builtin events (docs/ref/foreign.md §4.4). */
enum {
    LTT_ID_FACILITY_LOAD = 0, LTT_ID_BLOCK_START = 17, LTT_ID_BLOCK_END = 18,
    LTT_ID_HEARTBEAT = 19
};
/* Bytes of an event header (u16 id, u32 time) and of a block_start/block_end event. */
enum { LTT_EVHDR = 6, LTT_BLOCKEV = 26 };

/* Value of system attribute `name` (NULL when absent). */
const char *ltt_sysattr(const ltt_model *m, const char *name);

/* Parse info/system.xml of dir into m (bo, arch, block size, cpus, attributes).
 * 0, or -1 with "FILE:LINE: MESSAGE" (or another message) in err. */
int ltt_read_system(ltt_model *m, const char *dir, char *err, size_t errlen);

/* Parse every eventdefs/NAME.xml of dir (sorted bytewise) into m->facs, resolving typerefs
 * per facility; 0, or -1 with "FILE:LINE: MESSAGE" in err.  A missing eventdefs directory
 * is a warning (no facilities). */
int ltt_read_eventdefs(ltt_model *m, const char *dir, char *err, size_t errlen);

/* Parse one eventdefs text (already in memory) named `file`; used by ltt_read_eventdefs
 * and the unit tests.  0, or -1 with the message in err. */
int ltt_parse_eventdefs(ltt_model *m, const char *file, const char *text, size_t len,
                        char *err, size_t errlen);

/* The normalisation pass of docs/ref/foreign.md §4.2: quote unquoted attribute values inside tags
 * (escaping & < and "), and wrap the document in a synthetic root element (after an
 * XML declaration) so files with several top-level elements parse.  Returns a malloc'ed
 * NUL-terminated text (length in *outlen), NULL on out of memory.  Line numbers are kept. */
char *ltt_xml_normalize(const char *text, size_t len, size_t *outlen);

/* Payload bytes of type t at data[0..avail): 0 with *size set, -1 when the type cannot be
 * sized within avail (string without NUL, data too short, union). */
int ltt_type_size(const ltt_type *t, const uint8_t *data, size_t avail, trc_byteorder bo,
                  size_t *size);

/* The type with typerefs followed (NULL stays NULL). */
static inline const ltt_type *ltt_deref(const ltt_type *t)
{
    while (t && t->kind == LTT_TYPEREF) t = t->elem;
    return t;
}

/* Resolve the typerefs of every named type and event type of the facilities from index
 * `from` on; 0, or -1 with a message in err. */
int ltt_resolve_facilities(ltt_model *m, size_t from, char *err, size_t errlen);

/* The range covering event id (first match in load order), NULL when none. */
const ltt_range *ltt_lookup(const ltt_model *m, uint32_t id);

/* Name of a builtin ID (facility_load, block_start, block_end, time_heartbeat), or NULL. */
const char *ltt_builtin_name(uint32_t id);

/* Append the generated templates of m (docs/ref/foreign.md §4.8) to out. */
void ltt_gen_templates(const ltt_model *m, trc_buf *out);

/* One record of a block, as the walk yields it (events, block_start and block_end). */
typedef struct ltt_item {
    uint32_t off;            /* offset in the block */
    uint32_t plen;           /* payload bytes */
    uint16_t id;             /* event id */
    uint32_t lo;             /* event time field (low 32 bits of the cycle counter) */
    uint64_t time;           /* ns since 1970 (formats/ltt.c) */
} ltt_item;

/* Result of walking one block (ltt_walk_block). */
typedef struct ltt_walk {
    int start_ok;            /* 1: block_start at offset 0 */
    uint32_t s_sec, s_sub;   /* block_start seconds and sub-second value */
    uint64_t s_cyc;          /* block_start cycles */
    int has_end;             /* 1: the walk reached block_end at end_off */
    int has_end_time;        /* 1: e_* are valid (block_end reached or a valid candidate) */
    uint32_t end_off;        /* offset E of block_end */
    uint32_t e_sec, e_sub;   /* block_end seconds and sub-second value */
    uint64_t e_cyc;          /* block_end cycles */
    int failed;              /* 1: the walk failed (rest skipped, 00C reason 3) */
    uint32_t fail_off;       /* offset of the first skipped byte */
    char why[160];           /* failure reason for the warning */
} ltt_walk;

/* Where a walk of a block stands (ltt_walk_begin, ltt_walk_next): the walk yields one
 * record at a time, so a block costs no memory beyond its bytes however many events it
 * holds. */
typedef struct ltt_cursor {
    uint32_t p;              /* offset of the next event */
    int nvalid;              /* valid block_end candidates (0-2) */
    uint32_t valid[2];       /* their offsets */
    uint32_t maxc, minc;     /* the furthest and the nearest of them */
    int done;                /* 1: the walk has ended (its ltt_walk is complete) */
} ltt_cursor;

/* Start the walk of one complete block b (m->block_size bytes): fills the block_start
 * facts of w; 1 with the block_start record in *x, 0 when the block has none (the walk
 * has failed at 0). */
int ltt_walk_begin(const ltt_model *m, const uint8_t *b, ltt_walk *w, ltt_cursor *c, ltt_item *x);
/* The next record of the walk in *x (an event, or block_end last): 1, or 0 when the walk
 * has ended; w is complete once it has (end, failure, end time). */
int ltt_walk_next(const ltt_model *m, const uint8_t *b, ltt_walk *w, ltt_cursor *c, ltt_item *x);
/* Walk one complete block to its end: fills w. */
void ltt_walk_block(const ltt_model *m, const uint8_t *b, ltt_walk *w);

/* Free everything m owns (not m itself). */
void ltt_model_free(ltt_model *m);

/* malloc'ed "a/b" (NULL when out of memory); shared by the XML and the block readers. */
char *trc_ltt_path_join(const char *a, const char *b);

#endif
