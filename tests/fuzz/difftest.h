/* difftest.h -- the differential tester (tests/fuzz/README.md, "difftest"): a pair is a
 * random template set and a random trcasm trace for it, kept as lists of pieces (stanza
 * heads and descriptors, trace lines) so that a mismatch can be minimised by dropping
 * pieces.  difftest_gen.c makes pairs from a seed, difftest.c runs and compares them,
 * difftest_views.c turns outputs into texts that must be equal.
 * Test harness only. */
#ifndef TRC_DIFFTEST_H
#define TRC_DIFFTEST_H
#include <stddef.h>
#include <stdint.h>

/* A growable list of malloc'ed strings. */
typedef struct dt_list {
    char **v;        /* the strings */
    size_t n, cap;   /* used / allocated */
} dt_list;

/* One stanza: its header and its top-level descriptors (each a complete descriptor text,
 * with the statement brackets written as \001 and \002, see dt_render_set). */
typedef struct dt_stanza {
    char *head;      /* "010 1.0 L=APPL label" */
    dt_list items;   /* the descriptors, in order */
} dt_stanza;

/* A (template set, trace) pair. */
typedef struct dt_pair {
    dt_stanza *st;   /* the stanzas */
    size_t nst;      /* their count */
    dt_list hdr;     /* trace header lines (from `trcasm 1` to `records`) */
    dt_list evs;     /* trace record lines (`ev ...`, `raw ...`) */
    int embed;       /* 1: the trace carries the set (TLV 17 in its header, rendered as a
                        `tlvraw` line by dt_render_trace) */
} dt_pair;

/* Generator switches. */
typedef struct dt_genopts {
    int bp;          /* 1: generate $BASEPOINTER assignments (known finding, issue 32: the
                        fused path ignores $BASEPOINTER; off until the engine branch lands) */
    int state;       /* 1: generate the state builtins (pidinstall, tidinstall, starttimer,
                        endtimer) and the actions ($SKIP, $BREAK, $NOPRINT, $STOP) */
} dt_genopts;

/* Append a copy of s to l (aborts when out of memory: a harness). */
void dt_list_add(dt_list *l, const char *s);
/* Remove element i of l (freed). */
void dt_list_del(dt_list *l, size_t i);
/* Free l's strings and array. */
void dt_list_free(dt_list *l);

/* Fill *p with the pair of `seed` (deterministic). */
void dt_gen(dt_pair *p, uint64_t seed, const dt_genopts *o);
/* A deep copy of p. */
void dt_copy(dt_pair *dst, const dt_pair *src);
/* Free everything p owns. */
void dt_free(dt_pair *p);
/* The set as one template text (malloc'ed): `angle` 0 writes statements as {{ }}, 1 as
 * << >>; only the stanzas whose bit is set in `mask` (all when mask is ~0). */
char *dt_render_set(const dt_pair *p, int angle, uint64_t mask);
/* The stanza i alone as a template file text (malloc'ed; statements as {{ }}). */
char *dt_render_stanza(const dt_pair *p, size_t i);
/* The trace as trcasm text (malloc'ed). */
char *dt_render_trace(const dt_pair *p);

/* Views of report outputs (difftest_views.c): each writes a malloc'ed *out of *n bytes.
 * Lines are stripped of blanks at both ends; bytes above 0x7F and U+FFFD become '?'. */
/* The text report's lines. */
void dt_view_text(const char *buf, size_t len, char **out, size_t *n);
/* The JSON records' "text", split into lines as the text report prints them. */
void dt_view_json_text(const char *buf, size_t len, char **out, size_t *n);
/* Each JSON record's id, label, level, text and fields (unit-separated). */
void dt_view_json_recs(const char *buf, size_t len, char **out, size_t *n);
/* Each CSV record (the output of -h: no header line) as dt_view_json_recs writes it. */
void dt_view_csv_recs(const char *buf, size_t len, char **out, size_t *n);
/* Each JSON record's id, text and the inside of its fields object. */
void dt_view_json_events(const char *buf, size_t len, char **out, size_t *n);
/* Each Chrome event of a record (metadata and counters left out) as dt_view_json_events
 * writes it: cat, args' text, the args after the text. */
void dt_view_chrome_events(const char *buf, size_t len, char **out, size_t *n);
/* Each Chrome event of a record as its category, name, text (empty when it is the name and
 * ` KEY=VALUE` per argument, as Perfetto leaves it out) and its other arguments as
 * `key=value` (pid64, tid64 and elapsed_ns left out). */
void dt_view_chrome_pf(const char *buf, size_t len, char **out, size_t *n);
/* Each TrackEvent of a record in a Perfetto trace (interned strings resolved, counters
 * left out) as dt_view_chrome_pf writes a Chrome event. */
void dt_view_perfetto(const char *buf, size_t len, char **out, size_t *n);
/* Number of --where predicates dt_pred knows. */
#define DT_NPREDS 8
/* The --where text of predicate k (0 <= k < DT_NPREDS). */
const char *dt_pred(int k);
/* The JSON lines for which predicate k holds (k = -1: all), each without delta_ns. */
void dt_view_json_where(const char *buf, size_t len, int k, char **out, size_t *n);

#endif
