/* out_int.h -- internals shared by the structured writers (report/out_json.c,
 * out_csv.c, out_chrome.c) and report/out_common.c: the writer object and its operation
 * table, JSON/CSV escaping, hand-written number and time formatting, field-name
 * numbering, the per-record facts (ID, $HD, data bytes, 006 loss) and a small u64 map.
 * Not a public API. */
#ifndef TRC_OUT_INT_H
#define TRC_OUT_INT_H
#include "report/out.h"

/* Field-name numbering of one event (a repeated name gets `#2`, `#3` ...): an
 * open-addressing table reused for every event (generation stamps, no clearing). */
typedef struct trc_out_name {
    const char *name;   /* name bytes (valid during the event) */
    uint32_t len;       /* name length */
    uint32_t count;     /* occurrences so far in this event */
    uint32_t gen;       /* event generation that owns the slot (0: never used) */
} trc_out_name;

/* The table of trc_out_name slots. */
typedef struct trc_out_names {
    trc_out_name *slots;/* slots (power-of-two count) */
    uint32_t cap;       /* slot count (0 before the first use) */
    uint32_t used;      /* slots owned by the current generation */
    uint32_t gen;       /* current generation */
} trc_out_names;

/* Open-addressing map u64 -> u32 (no deletion). */
typedef struct trc_out_map {
    uint64_t *keys;     /* keys */
    uint32_t *vals;     /* values */
    uint8_t *used;      /* 1 when the slot holds a key */
    uint32_t cap;       /* slots (power of two; 0 before the first insert) */
    uint32_t n;         /* keys stored */
} trc_out_map;

struct trc_outw;

/* Operations of one writer kind. */
typedef struct trc_outw_ops {
    int (*begin)(struct trc_outw *w, trc_buf *b, const trc_loginfo *info); /* prologue */
    int (*event)(struct trc_outw *w, trc_buf *b, const trc_out_event *e);  /* one record */
    int (*end)(struct trc_outw *w, trc_buf *b);                            /* epilogue */
    void (*free)(struct trc_outw *w);       /* free the kind's own state (may be NULL) */
} trc_outw_ops;

/* A structured writer. */
struct trc_outw {
    const trc_outw_ops *ops;/* the kind's operations */
    trc_output kind;        /* which kind */
    int header;             /* 0 with -h */
    trc_out_names names;    /* field-name numbering */
    trc_buf scratch;        /* reused scratch text (CSV cells) */
    void *impl;             /* the kind's own state (Chrome) */
    int64_t utc_secs;       /* whole second of the cached time text below */
    char utc_text[48];      /* "YYYY-MM-DDTHH:MM:SS." of utc_secs (trc_out_utc_cached) */
    uint32_t utc_len;       /* its length; 0: nothing cached */
    const char *file_key;   /* $LOGFILE pointer whose JSON tail is cached in file_json */
    trc_buf file_raw;       /* the bytes of that $LOGFILE with its NUL (checked each event) */
    trc_buf file_json;      /* `","file":"...","offset":` for that file (JSON writer) */
};

/* Operation tables of the writers. */
extern const trc_outw_ops trc_outw_json_ops;
extern const trc_outw_ops trc_outw_csv_ops;
extern const trc_outw_ops trc_outw_chrome_ops;

/* Facts of a record that do not come from the VM. */
typedef struct trc_out_facts {
    char id[8];             /* displayed hook ID, NUL-terminated (3, 4 or 5 digits) */
    uint32_t idlen;         /* its digit count */
    uint32_t hd;            /* $HD (0 when the buffer is too short) */
    const uint8_t *data;    /* format-buffer bytes after the hook word */
    uint32_t ndata;         /* their count */
    int env;                /* 32 or 64: the record's layout ($HOOKENV) */
    int is_lost;            /* 1: hook 006 */
    uint64_t lost;          /* 006: $D1 (0 when absent) */
    int64_t wall;           /* wall clock ns of the record; INT64_MIN when unknown */
} trc_out_facts;

/* Fill the facts of e's record. */
void trc_out_facts_get(const trc_out_event *e, trc_out_facts *f);

/* Length of the well-formed UTF-8 sequence at p (n bytes available): 1..4, or 0 when the
 * byte at p does not start one (it is then replaced by U+FFFD). */
size_t trc_out_utf8_len(const unsigned char *p, size_t n);
/* Room needed at p for the JSON string content of n bytes (trc_out_json_put): 6 bytes per
 * byte at most (\u00XX) plus one 16-byte block stored past the end. */
#define TRC_OUT_JSON_MAX(n) (6 * (size_t)(n) + 16)
/* Write s (n bytes) as JSON string content at p, which has TRC_OUT_JSON_MAX(n) bytes of
 * room; bytes of s up to lim (>= s + n) may be read.  Returns the end (no NUL). */
char *trc_out_json_put(char *p, const char *s, size_t n, const char *lim);
/* Append s as a JSON string with quotes (docs/ref/report.md §5.1 escaping). */
void trc_out_json_str(trc_buf *b, const char *s, size_t n);
/* Append the bytes of s as JSON string content (no quotes). */
void trc_out_json_chars(trc_buf *b, const char *s, size_t n);
/* Append s as one CSV cell (RFC 4180; quoted when it holds , " CR or LF; invalid UTF-8
 * replaced by U+FFFD). */
void trc_out_csv_cell(trc_buf *b, const char *s, size_t n);
/* Room trc_out_csv_put needs for n bytes. */
#define TRC_OUT_CSV_MAX(n) (3 * (size_t)(n) + 10)
/* trc_out_csv_cell written at p (room: TRC_OUT_CSV_MAX(n)); returns the end (no NUL). */
char *trc_out_csv_put(char *p, const char *s, size_t n);
/* The event text (lines joined with LF) as one CSV cell at p (room: trc_out_text_max);
 * returns the end (no NUL). */
char *trc_out_text_csv(char *p, const trc_event *ev);
/* Append the event text: lines joined with LF, no indentation, no trailing blanks.
 * json: as JSON string content (no quotes); otherwise raw bytes. */
void trc_out_text(trc_buf *b, const trc_event *ev, int json);
/* Worst-case bytes trc_out_text_json writes for ev. */
size_t trc_out_text_max(const trc_event *ev);
/* The event text as JSON string content at p (room: trc_out_text_max); returns the end. */
char *trc_out_text_json(char *p, const trc_event *ev);
/* Worst-case bytes trc_out_fields_put writes for ev (either csvq). */
size_t trc_out_fields_max(const trc_event *ev);
/* trc_out_fields written at p (room: trc_out_fields_max); `csvq`: every '"' doubled, for
 * the JSON object inside a quoted CSV cell.  Returns the end (no NUL). */
char *trc_out_fields_put(struct trc_outw *w, char *p, const trc_event *ev, int comma, int csvq);
/* Append `"name":"value"` pairs of the event's fields, each preceded by a comma when
 * `comma` (or after the first pair); numbering repeated names through w->names, whose
 * generation the caller started.  Returns the number of pairs written. */
uint32_t trc_out_fields(struct trc_outw *w, trc_buf *b, const trc_event *ev, int comma);
/* Start a new event generation of the field-name table. */
void trc_out_names_reset(trc_out_names *t);
/* Count one occurrence of a name in the current generation; returns its number (1 for
 * the first), or 1 when out of memory. */
uint32_t trc_out_names_add(trc_out_names *t, const char *name, uint32_t len);
/* Free the table. */
void trc_out_names_free(trc_out_names *t);
/* Append ns as microseconds with exactly 3 decimals (Chrome "ts"). */
void trc_out_usec3(trc_buf *b, int64_t ns);
/* Append a wall clock as UTC `YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ`. */
void trc_out_utc(trc_buf *b, int64_t wall_ns);
/* trc_out_utc with the date and time of day cached per whole second in w (same text). */
void trc_out_utc_cached(struct trc_outw *w, trc_buf *b, int64_t wall_ns);
/* Two upper-case hex digits per byte of d (n bytes) at p (room: 2n); returns the end. */
char *trc_out_hex_bytes(char *p, const uint8_t *d, size_t n);
/* Room trc_out_utc_put needs. */
#define TRC_OUT_UTC_MAX 64
/* trc_out_utc_cached written at p (TRC_OUT_UTC_MAX bytes of room); returns the end. */
char *trc_out_utc_put(struct trc_outw *w, char *p, int64_t wall_ns);
/* Process-table name of the event's final pid, or NULL. */
const char *trc_out_procname(const trc_out_event *e, uint32_t *len);
/* Thread name (tidinstall) of the event's final tid, or NULL. */
const char *trc_out_threadname(const trc_out_event *e, uint32_t *len);
/* Level name of a trc_level: APPL, SVC, KERN, INT or 0. */
const char *trc_out_level_name(int level);

/* Find key in m: 1 with *val, or 0. */
int trc_out_map_get(const trc_out_map *m, uint64_t key, uint32_t *val);
/* Insert or replace key; 0, or -1 when out of memory. */
int trc_out_map_put(trc_out_map *m, uint64_t key, uint32_t val);
/* Free a map. */
void trc_out_map_free(trc_out_map *m);

#endif
