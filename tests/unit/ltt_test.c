/* ltt_test.c -- unit tests (TAP) of the LTT trace-directory reader (formats/ltt.c,
 * formats/ltt_xml.c, formats/ltt_tmpl.c).  An in-test generator writes small LTT trace
 * directories (system.xml, eventdefs using every XML type of docs/ref/foreign.md §4.3, control
 * files, per-CPU block files) and the tests check: the §4.9 example, both byte orders,
 * both meanings of the trailing block word, multi-CPU merging in time order,
 * facility_load id ranges and the fallback, heartbeat events and 32-bit cycle wraps, the
 * sub-second unit decision, truncated final blocks, undecodable blocks, malformed XML,
 * LTTng refusal, detection, and that the generated templates parse with `trcrpt -c`.
 * Usage: ltt_test TOP_BUILDDIR  (run by tests/ltt.sh);
 *        ltt_test --write-example DIR  writes the docs/ref/foreign.md 4.9 trace directory;
 *        ltt_test --write-big DIR      one with an event longer than a trclog entry. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "formats/ltt.h"
#include "tests/unit/tap.h"

/* ---- TAP ----------------------------------------------------------------------- */

/* Test-run state (one per process, passed explicitly). */
typedef struct tap {
    int n;               /* tests run */
    int failed;          /* tests failed */
    char tmpdir[256];    /* scratch directory */
    const char *builddir;/* top build directory (tools/trcrpt) */
    int nwarn;           /* warnings received by warn_cb */
    char lastwarn[512];  /* text of the last warning */
    char allwarn[4096];  /* all warnings of the current open, concatenated */
} tap;

static void warn_cb(void *ctx, const char *msg)
{
    tap *t = ctx;
    t->nwarn++;
    snprintf(t->lastwarn, sizeof t->lastwarn, "%s", msg);
    size_t l = strlen(t->allwarn);
    snprintf(t->allwarn + l, sizeof t->allwarn - l, "%s\n", msg);
    printf("# warning: %s\n", msg);
}

/* ---- byte strings -------------------------------------------------------------- */

/* A growable byte string. */
typedef struct bytes {
    uint8_t *p;          /* data (malloc) */
    size_t n, cap;       /* used, allocated */
} bytes;

static void b_add(bytes *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 256;
        while (nc < b->n + n) nc *= 2;
        b->p = realloc(b->p, nc);
        if (!b->p) abort();
        b->cap = nc;
    }
    memcpy(b->p + b->n, p, n);
    b->n += n;
}
static void b_u8(bytes *b, uint8_t v) { b_add(b, &v, 1); }
static void b_u16(bytes *b, uint16_t v, trc_byteorder bo) { uint8_t x[2]; trc_put16(x, v, bo); b_add(b, x, 2); }
static void b_u32(bytes *b, uint32_t v, trc_byteorder bo) { uint8_t x[4]; trc_put32(x, v, bo); b_add(b, x, 4); }
static void b_u64(bytes *b, uint64_t v, trc_byteorder bo) { uint8_t x[8]; trc_put64(x, v, bo); b_add(b, x, 8); }
static void b_str(bytes *b, const char *s) { b_add(b, s, strlen(s) + 1); }
static void b_free(bytes *b) { free(b->p); memset(b, 0, sizeof *b); }

/* ---- the generator ------------------------------------------------------------- */

/* One block being built. */
typedef struct blk {
    bytes b;             /* block bytes so far */
    trc_byteorder bo;    /* byte order */
    uint32_t bs;         /* block size */
} blk;

/* Trailing-word styles. */
enum { V_OLD = 0, V_NEW = 1, V_NONE = 2 };

static void blk_begin(blk *k, trc_byteorder bo, uint32_t bs, uint32_t sec, uint32_t sub,
                      uint64_t cyc, uint32_t id)
{
    memset(k, 0, sizeof *k);
    k->bo = bo;
    k->bs = bs;
    b_u16(&k->b, 17, bo);
    b_u32(&k->b, (uint32_t)cyc, bo);
    b_u32(&k->b, sec, bo);
    b_u32(&k->b, sub, bo);
    b_u64(&k->b, cyc, bo);
    b_u32(&k->b, id, bo);
}

static void blk_ev(blk *k, uint16_t id, uint32_t lo, const bytes *pl)
{
    b_u16(&k->b, id, k->bo);
    b_u32(&k->b, lo, k->bo);
    if (pl) b_add(&k->b, pl->p, pl->n);
}

/* Finish the block (block_end at the current offset, zeros, trailing word) and append
 * it to file. */
static void blk_end(blk *k, uint32_t sec, uint32_t sub, uint64_t cyc, uint32_t id, int vmode,
                    bytes *file)
{
    uint32_t e = (uint32_t)k->b.n;
    b_u16(&k->b, 18, k->bo);
    b_u32(&k->b, (uint32_t)cyc, k->bo);
    b_u32(&k->b, sec, k->bo);
    b_u32(&k->b, sub, k->bo);
    b_u64(&k->b, cyc, k->bo);
    b_u32(&k->b, id, k->bo);
    if (k->b.n > k->bs - 4) { fprintf(stderr, "block overflow\n"); exit(99); }
    while (k->b.n < k->bs - 4) b_u8(&k->b, 0);
    uint32_t v = vmode == V_OLD ? k->bs - e : vmode == V_NEW ? k->bs - 4 - e - 26 : 0xDEAD;
    b_u32(&k->b, v, k->bo);
    b_add(file, k->b.p, k->b.n);
    b_free(&k->b);
}

/* The payload of a facility_load. */
static void fl_event(blk *k, const char *name, uint32_t ck, uint32_t base)
{
    bytes p = { 0 };
    b_str(&p, name);
    b_u32(&p, ck, k->bo);
    b_u32(&p, base, k->bo);
    blk_ev(k, 0, 0, &p);
    b_free(&p);
}

static void mkdirs(const char *path)
{
    char *p = strdup(path);
    for (char *q = p + 1; *q; q++)
        if (*q == '/') { *q = 0; mkdir(p, 0755); *q = '/'; }
    mkdir(p, 0755);
    free(p);
}

static void put_file(const char *dir, const char *name, const void *p, size_t n)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *slash = strrchr(path, '/');
    *slash = 0;
    mkdirs(path);
    *slash = '/';
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(99);
    }
}

static void put_text(const char *dir, const char *name, const char *text)
{
    put_file(dir, name, text, strlen(text));
}

/* A fresh trace directory name under tmpdir. */
static char *new_dir(tap *t, const char *name)
{
    char *d = malloc(strlen(t->tmpdir) + strlen(name) + 2);
    sprintf(d, "%s/%s", t->tmpdir, name);
    mkdirs(d);
    return d;
}

static void put_system(const char *dir, const char *endian, const char *arch, int cpus,
                       unsigned bs, const char *extra)
{
    char buf[1024];
    snprintf(buf, sizeof buf,
             "<system\n node_name=\"testhost\"\n domainname=\"example.org\"\n cpu=%d\n"
             " arch_size=\"%s\"\n endian=\"%s\"\n kernel_name=\"Linux\"\n"
             " kernel_release=\"2.6.9\"\n kernel_version=\"#1 SMP\"\n machine=\"i686\"\n"
             " processor=unknown hardware_platform=unknown operating_system=Linux\n"
             " ltt_major_version=2 ltt_minor_version=0 ltt_block_size=%u %s>\n"
             "Some comments about the system\n</system>\n",
             cpus, arch, endian, bs, extra ? extra : "");
    put_text(dir, "info/system.xml", buf);
}

/* core facility: 20 events, index 7 schedchange(out, in, out_state), 17..19 the builtins,
 * 1 syscall_entry, 3 trap_entry, 5 irq_entry, 9 soft_irq. */
static void put_core(const char *dir)
{
    static const char *names[20] = {
        "facility_load", "syscall_entry", "syscall_exit", "trap_entry", "trap_exit",
        "irq_entry", "irq_exit", "schedchange", "kernel_timer", "soft_irq", "process",
        "file_system", "timer", "memory", "socket", "ipc", "network", "block_start",
        "block_end", "time_heartbeat"
    };
    bytes x = { 0 };
    const char *head = "<facility name=core>\n<description>core events</description>\n";
    b_add(&x, head, strlen(head));
    for (int i = 0; i < 20; i++) {
        char buf[512];
        if (i == 7)
            snprintf(buf, sizeof buf, "<event name=schedchange>\n<description>x</description>\n"
                     "<struct><field name=out><uint size=4/></field>\n"
                     "<field name=in><uint size=4/></field>\n"
                     "<field name=out_state><uint size=4/></field></struct>\n</event>\n");
        else if (i == 1)
            snprintf(buf, sizeof buf, "<event name=syscall_entry><uint size=2/></event>\n");
        else
            snprintf(buf, sizeof buf, "<event name=%s></event>\n", names[i]);
        b_add(&x, buf, strlen(buf));
    }
    b_add(&x, "</facility>\n", 12);
    put_file(dir, "eventdefs/core.xml", x.p, x.n);
    b_free(&x);
}

/* facility "types": event 0 allt uses every type; 1 empty; 2 withunion; 3 bare. */
static const char types_xml[] =
    "<?xml version=\"1.0\"?>\n"
    "<!-- every type of docs/ref/foreign.md 4.3 -->\n"
    "<facility name=types>\n"
    "<description>all types</description>\n"
    "<event name=allt>\n"
    " <description>every type</description>\n"
    " <struct>\n"
    "  <field name=i1><description>signed</description><int size=1 format=\"%d\"/></field>\n"
    "  <field name=u2><uint size=short/></field>\n"
    "  <field name=im><int size=medium/></field>\n"
    "  <field name=ul><uint size=long/></field>\n"
    "  <field name=f4><float size=4/></field>\n"
    "  <field name=f8><float size=long/></field>\n"
    "  <field name=s><string/></field>\n"
    "  <field name=en><enum size=1>A B\n C</enum></field>\n"
    "  <field name=el><enum size=2><label name=X value=5/><label name=\"Y &amp; Z\"/></enum></field>\n"
    "  <field name=arr><array size=3><uint size=2/></array></field>\n"
    "  <field name=seq><sequence lengthsize=1><string/></sequence></field>\n"
    "  <field name=st><struct><field name=a><uint size=1/></field>"
    "<field name=b><typeref name=pair/></field></struct></field>\n"
    "  <field name=tr><typeref name=pair/></field>\n"
    " </struct>\n"
    "</event>\n"
    "<event name=empty></event>\n"
    "<event name=withunion><union typecodesize=1><field name=a><uint size=4/></field>"
    "</union></event>\n"
    "<event name=bare><uint size=8/></event>\n"
    "<type name=pair><struct><field name=x><uint size=4/></field>"
    "<field name=y><int size=2/></field></struct></type>\n"
    "</facility>\n";

/* Payload of types.allt (54 bytes). */
static void allt_payload(bytes *p, trc_byteorder bo)
{
    b_u8(p, 0xFF);                   /* i1 = -1 */
    b_u16(p, 2, bo);                 /* u2 */
    b_u32(p, 3, bo);                 /* im (ILP32 medium = 4) */
    b_u32(p, 4, bo);                 /* ul (ILP32 long = 4) */
    b_u32(p, 0x3FC00000, bo);        /* f4 = 1.5 */
    b_u64(p, 0x3FF8000000000000ull, bo); /* f8 = 1.5 */
    b_str(p, "hi");                  /* s */
    b_u8(p, 2);                      /* en = C */
    b_u16(p, 6, bo);                 /* el = "Y & Z" */
    b_u16(p, 7, bo); b_u16(p, 8, bo); b_u16(p, 9, bo);   /* arr */
    b_u8(p, 2); b_str(p, "a"); b_str(p, "bc");           /* seq */
    b_u8(p, 10); b_u32(p, 11, bo); b_u16(p, 12, bo);     /* st */
    b_u32(p, 13, bo); b_u16(p, 14, bo);                  /* tr */
}

/* control/facilities with facility_load events. */
static void put_facilities(const char *dir, trc_byteorder bo, uint32_t bs, const char **names,
                           const uint32_t *bases, int n)
{
    bytes f = { 0 };
    blk k;
    blk_begin(&k, bo, bs, 100, 0, 500, 0);
    for (int i = 0; i < n; i++) fl_event(&k, names[i], 0x1234 + (uint32_t)i, bases[i]);
    blk_end(&k, 100, 100, 600, 0, V_OLD, &f);
    put_file(dir, "control/facilities", f.p, f.n);
    b_free(&f);
}

/* ---- reading records ----------------------------------------------------------- */

/* A copy of one record with its own format buffer. */
typedef struct rec_copy {
    trc_record r;        /* envelope (r.fb is not valid) */
    uint8_t fb[256];     /* format buffer bytes (first 256) */
} rec_copy;

/* Read every record of s; *n = count; NULL + *n = -1 when next() fails. */
static rec_copy *read_all(trc_source *s, int *n)
{
    rec_copy *v = NULL;
    int k = 0, cap = 0;
    trc_record r;
    int rc;
    while ((rc = s->next(s, &r)) == 1) {
        if (k == cap) {
            cap = cap ? cap * 2 : 16;
            v = realloc(v, (size_t)cap * sizeof *v);
            if (!v) abort();
        }
        v[k].r = r;
        memcpy(v[k].fb, r.fb, r.len < 256 ? r.len : 256);
        k++;
    }
    *n = rc < 0 ? -1 : k;
    return v;
}

static trc_source *open_dir(tap *t, const char *dir, trc_ltt_unit unit, char *err, size_t el)
{
    trc_ltt_opts o = { unit, warn_cb, t };
    t->nwarn = 0;
    t->allwarn[0] = 0;
    t->lastwarn[0] = 0;
    trc_source *s = trc_ltt_open(dir, &o, err, el);
    if (!s) printf("# open failed: %s\n", err);
    return s;
}

/* ---- tests ----------------------------------------------------------------------- */

/* Write the docs/ref/foreign.md §4.9 trace directory into d (cpu/0 bytes also in *f). */
static void make_example(const char *d, trc_byteorder bo, int vmode, bytes *f)
{
    put_system(d, bo == TRC_BO_LITTLE ? (vmode ? "little" : "LITTLE_ENDIAN")
                                      : (vmode ? "big" : "BIG_ENDIAN"), "ILP32", 1, 128, NULL);
    put_core(d);
    put_file(d, "control/facilities", "", 0);
    put_file(d, "control/interrupts", "", 0);
    put_file(d, "control/processes", "", 0);
    bytes p = { 0 };
    blk k;
    blk_begin(&k, bo, 128, 100, 0, 1000, 0);
    b_u32(&p, 1, bo); b_u32(&p, 2, bo); b_u32(&p, 0, bo);
    blk_ev(&k, 7, 1500, &p);
    blk_end(&k, 100, 1000, 2000, 0, vmode, f);
    put_file(d, "cpu/0", f->p, f->n);
    b_free(&p);
}

/* docs/ref/foreign.md §4.9, in the given byte order and trailing-word style. */
static void test_example(tap *t, trc_byteorder bo, int vmode)
{
    const char *bon = bo == TRC_BO_LITTLE ? "LE" : "BE";
    char name[64];
    snprintf(name, sizeof name, "example-%s-%d", bon, vmode);
    char *d = new_dir(t, name);
    bytes f = { 0 };
    make_example(d, bo, vmode, &f);
    ok(t, f.n == 128, "%s/%d: generated block is 128 bytes", bon, vmode);
    if (bo == TRC_BO_LITTLE && vmode == V_OLD)
        ok(t, f.p[124] == 84 && f.p[44] == 18, "LE old: V = 84 at 124, block_end at 44");
    b_free(&f);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (!ok(t, s != NULL, "%s/%d: opens", bon, vmode)) { free(d); return; }
    ok(t, strstr(t->allwarn, "facility core gets base 0") != NULL,
       "%s/%d: empty control/facilities -> fallback warning", bon, vmode);
    const trc_loginfo *in = &s->info;
    ok(t, in->bo == bo && in->env == 32 && in->ncpus == 1 && in->tb_num == 1 && in->tb_den == 1,
       "%s/%d: header bo/env/cpus/timebase", bon, vmode);
    ok(t, in->sysname && !strcmp(in->sysname, "Linux") && in->nodename
       && !strcmp(in->nodename, "testhost") && in->release && !strcmp(in->release, "2.6.9")
       && in->version && !strcmp(in->version, "#1 SMP") && in->machine
       && !strcmp(in->machine, "i686") && in->source && !strcmp(in->source, "ltt")
       && (in->hflags & 2), "%s/%d: header strings", bon, vmode);
    int dom = 0;
    for (uint32_t i = 0; i < in->nattrs; i++)
        if (!strcmp(in->attrs[2 * i], "domainname") && !strcmp(in->attrs[2 * i + 1], "example.org"))
            dom = 1;
    ok(t, dom && in->nattrs == 10 && !strcmp(in->attrs[18], "ltt_time_unit"),
       "%s/%d: other attributes as pairs, then ltt_time_unit (%u)", bon, vmode,
       (unsigned)in->nattrs);
    ok(t, in->start_ticks == 100000000000ull && in->start_wall == 100000000000ll,
       "%s/%d: start = earliest block_start", bon, vmode);
    int n;
    rec_copy *r = read_all(s, &n);
    if (ok(t, n == 3, "%s/%d: 3 records (%d)", bon, vmode, n)) {
        ok(t, r[0].r.hook == 0x30011 && r[1].r.hook == 0x30007 && r[2].r.hook == 0x30012,
           "%s/%d: hooks 30011 30007 30012", bon, vmode);
        ok(t, r[0].r.ticks == 100000000000ull && r[1].r.ticks == 100000000500ull
           && r[2].r.ticks == 100000001000ull, "%s/%d: times 0, 500, 1000 ns", bon, vmode);
        ok(t, r[1].r.ns == 3 && r[1].r.flags == TRC_EF_E64 && r[1].r.cpu == 0
           && r[1].r.bo == bo && r[1].r.len == 28 && r[1].r.offset == 26,
           "%s/%d: envelope of schedchange", bon, vmode);
        const uint8_t *fb = r[1].fb;
        ok(t, trc_get16(fb, bo) == 0xC000 && trc_get16(fb + 2, bo) == 12
           && trc_get16(fb + 4, bo) == 7 && trc_get16(fb + 6, bo) == 7
           && trc_get64(fb + 8, bo) == 12 && trc_get32(fb + 16, bo) == 1
           && trc_get32(fb + 20, bo) == 2 && trc_get32(fb + 24, bo) == 0,
           "%s/%d: format buffer of schedchange", bon, vmode);
        ok(t, r[0].r.pid == TRC_PID_UNKNOWN && r[1].r.pid == TRC_PID_UNKNOWN
           && r[2].r.pid == 2 && r[2].r.tid == 2, "%s/%d: schedchange in=2 sets pid/tid",
           bon, vmode);
        ok(t, trc_get16(r[0].fb + 6, bo) == 17 && trc_get32(r[0].fb + 16, bo) == 100
           && trc_get64(r[2].fb + 24, bo) == 2000, "%s/%d: block_start/end payloads",
           bon, vmode);
    }
    free(r);
    const trc_ltt_counts *c = trc_ltt_counts_of(s);
    ok(t, c && c->unit_ns == 1 && c->blocks == 1 && c->events == 3 && c->bad_blocks == 0,
       "%s/%d: counts (unit ns by %s)", bon, vmode, c ? c->unit_why : "?");
    if (bo == TRC_BO_LITTLE && vmode == V_OLD) {
        trc_buf b;
        trc_buf_init(&b);
        ok(t, trc_ltt_templates(s, &b) == 0, "templates generated");
        ok(t, strstr(b.data, "\n30007 1.0 L=KERN \"core.schedchange\" W2 out=U4 in=U4 out_state=U4\n")
           != NULL, "schedchange stanza as in docs/ref/foreign.md 4.8");
        ok(t, strstr(b.data, "\n30011 1.0 L=KERN \"core.block_start\" W2 sec=U4 nsec=U4 cycles=U8 block_id=U4\n")
           && strstr(b.data, "\n30013 1.0 L=KERN \"core.time_heartbeat\" W2 sec=U4 nsec=U4 cycles=U8\n")
           && strstr(b.data, "\n30000 1.0 L=KERN \"core.facility_load\" W2 name=Z checksum=X4 base=U4\n"),
           "builtin stanzas with fixed fields");
        ok(t, strstr(b.data, "\n30001 1.0 L=SVC \"core.syscall_entry\" W2 U2\n")
           && strstr(b.data, "\n30003 1.0 L=INT \"core.trap_entry\" W2\n")
           && strstr(b.data, "\n30005 1.0 L=INT \"core.irq_entry\" W2\n")
           && strstr(b.data, "\n30009 1.0 L=INT \"core.soft_irq\" W2\n")
           && strstr(b.data, "\n30008 1.0 L=KERN \"core.kernel_timer\" W2\n"),
           "levels SVC/INT/KERN; bare type without NAME=; empty event W2 only");
        trc_buf_free(&b);
    }
    s->close(s);
    free(d);
}

/* Every XML type: sizes in the walk, templates, and trcrpt -c on them. */
static void test_types(tap *t)
{
    trc_byteorder bo = TRC_BO_BIG;
    char *d = new_dir(t, "types");
    put_system(d, "BIG_ENDIAN", "ILP32", 1, 256, NULL);
    put_core(d);
    put_text(d, "eventdefs/types.xml", types_xml);
    const char *names[] = { "core", "types" };
    const uint32_t bases[] = { 0, 100 };
    put_facilities(d, bo, 256, names, bases, 2);
    bytes f = { 0 }, p = { 0 };
    blk k;
    blk_begin(&k, bo, 256, 5, 0, 0, 1);
    allt_payload(&p, bo);
    ok(t, p.n == 54, "allt payload is 54 bytes");
    blk_ev(&k, 100, 10, &p);          /* types.allt */
    blk_ev(&k, 101, 20, NULL);        /* types.empty */
    b_free(&p);
    b_u64(&p, 0x0102030405060708ull, bo);
    blk_ev(&k, 103, 30, &p);          /* types.bare */
    b_free(&p);
    b_u32(&p, 1, bo); b_u32(&p, 99, bo); b_u32(&p, 0, bo);
    blk_ev(&k, 7, 40, &p);            /* core.schedchange */
    b_free(&p);
    blk_end(&k, 5, 100, 100, 1, V_NEW, &f);
    /* second block: a union event -> 00C reason 3 after the events before it */
    blk_begin(&k, bo, 256, 5, 200, 200, 2);
    blk_ev(&k, 101, 250, NULL);
    b_u8(&p, 0); b_u32(&p, 5, bo);
    blk_ev(&k, 102, 260, &p);         /* types.withunion */
    b_free(&p);
    blk_end(&k, 5, 300, 300, 2, V_NEW, &f);
    /* third block: an id without a facility */
    blk_begin(&k, bo, 256, 5, 400, 400, 3);
    blk_ev(&k, 500, 410, NULL);
    blk_end(&k, 5, 500, 500, 3, V_OLD, &f);
    put_file(d, "cpu/0", f.p, f.n);
    b_free(&f);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (!ok(t, s != NULL, "types: opens")) { free(d); return; }
    int n;
    rec_copy *r = read_all(s, &n);
    ok(t, t->nwarn == 2, "types: two warnings (bad blocks) (%d)", t->nwarn);
    if (ok(t, n == 11, "types: 11 records (%d)", n)) {
        ok(t, r[1].r.hook == 0x30064 && r[1].r.len == 16 + 54 && trc_get16(r[1].fb + 6, bo) == 0
           && trc_get16(r[1].fb + 2, bo) == 54 && r[1].fb[16] == 0xFF
           && trc_get32(r[1].fb + 64, bo) == 13,
           "types: allt sized from every type, payload copied");
        ok(t, r[2].r.hook == 0x30065 && r[2].r.len == 16 && trc_get16(r[2].fb + 6, bo) == 1,
           "types: empty event, sub-hook = index 1");
        ok(t, r[3].r.hook == 0x30067 && trc_get64(r[3].fb + 16, bo) == 0x0102030405060708ull,
           "types: bare uint 8");
        ok(t, r[4].r.hook == 0x30007 && r[4].r.offset == 26 + 60 + 6 + 14,
           "types: event after them at the right offset (%llu)",
           (unsigned long long)r[4].r.offset);
        ok(t, r[5].r.hook == 0x30012 && r[5].r.pid == 99, "types: block_end (new V), pid 99");
        ok(t, r[6].r.hook == 0x30011 && r[7].r.hook == 0x30065,
           "types: block 2 starts normally");
        ok(t, r[8].r.hook == 0x000C0 && r[8].r.ns == 0 && trc_get16(r[8].fb + 6, bo) == 3
           && trc_get64(r[8].fb + 8, bo) == 256 - 32 && trc_get64(r[8].fb + 16, bo) == 256 + 32
           && (r[8].r.flags & TRC_EF_SYNTH) && r[8].r.ticks == r[7].r.ticks,
           "types: union -> 00C reason 3, rest of block skipped (D1 %llu, D2 %llu)",
           (unsigned long long)trc_get64(r[8].fb + 8, bo),
           (unsigned long long)trc_get64(r[8].fb + 16, bo));
        ok(t, r[9].r.hook == 0x30011 && r[10].r.hook == 0x000C0
           && trc_get64(r[10].fb + 8, bo) == 256 - 26
           && trc_get64(r[10].fb + 16, bo) == 512 + 26,
           "types: id without a facility -> 00C reason 3");
    }
    free(r);
    ok(t, s->stats.resyncs == 2 && s->stats.skipped_bytes == 224 + 230,
       "types: stats count the resyncs");
    trc_buf b;
    trc_buf_init(&b);
    trc_ltt_templates(s, &b);
    const char *want =
        "\n30064 1.0 L=KERN \"types.allt\" W2 i1=D1 u2=U2 im=D4 ul=U4 f4=F4 f8=F8 s=Z"
        " {{ $e_1 = U1 }} en=$e_1%U1, 0 \"A\", 1 \"B\", 2 \"C\", \\* $e_1%U1"
        " {{ $e_2 = U2 }} el=$e_2%U2, 5 \"X\", 6 \"Y & Z\", \\* $e_2%U2"
        " \"arr=[\" LOOP 3 { U2 } \"]\""
        " {{ $n_3 = U1 }} \"seq=[\" LOOP $n_3 { Z } \"]\""
        " st.a=U1 st.b.x=U4 st.b.y=D2 tr.x=U4 tr.y=D2\n";
    if (!ok(t, strstr(b.data, want) != NULL, "types: allt stanza")) printf("# %s", b.data);
    ok(t, strstr(b.data, "\n30065 1.0 L=KERN \"types.empty\" W2\n")
       && strstr(b.data, "\n# 30066 types.withunion: contains a union, no template\n")
       && strstr(b.data, "\n30067 1.0 L=KERN \"types.bare\" W2 U8\n"),
       "types: empty, union (comment only), bare");
    /* trcrpt -c on the generated text */
    char path[512], cmd[1200];
    snprintf(path, sizeof path, "%s/types.tmpl", t->tmpdir);
    FILE *fp = fopen(path, "w");
    fwrite(b.data, 1, b.len, fp);
    fclose(fp);
    snprintf(cmd, sizeof cmd, "'%s/tools/trcrpt' -c -t '%s' 2>&1", t->builddir, path);
    FILE *pp = popen(cmd, "r");
    char out[4096] = "";
    size_t got = pp ? fread(out, 1, sizeof out - 1, pp) : 0;
    out[got] = 0;
    int st = pp ? pclose(pp) : -1;
    ok(t, st == 0 && strstr(out, " 0 errors, 0 warnings") != NULL,
       "types: generated templates pass trcrpt -c: %.*s", (int)strcspn(out, "\n"), out);
    trc_buf_free(&b);
    s->close(s);
    free(d);
}

/* Two CPUs plus control/interrupts, merged in time order; facility ranges; heartbeat. */
static void test_merge(tap *t)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    char *d = new_dir(t, "merge");
    put_system(d, "little", "LP64", 2, 128, NULL);
    put_core(d);
    put_text(d, "eventdefs/net.xml",
             "<facility name=net><event name=rx><uint size=4/></event>"
             "<event name=tx><uint size=4/></event></facility>\n"
             "<facility name=unused><event name=u></event></facility>\n");
    const char *names[] = { "net", "core", "nosuch" };
    const uint32_t bases[] = { 40, 0, 60 };
    put_facilities(d, bo, 128, names, bases, 3);
    bytes c0 = { 0 }, c1 = { 0 }, ci = { 0 }, p = { 0 };
    blk k;
    /* cpu 0: 1 ns per cycle, events at 1000+100, +300 */
    blk_begin(&k, bo, 128, 10, 0, 1000, 0);
    b_u32(&p, 1, bo);
    blk_ev(&k, 41, 1100, &p);                 /* net.tx */
    blk_ev(&k, 40, 1300, &p);                 /* net.rx */
    blk_end(&k, 10, 1000, 2000, 0, V_OLD, &c0);
    /* cpu 1: 2 ns per cycle, events at +50 cycles (100 ns), +100 cycles (200 ns) */
    blk_begin(&k, bo, 128, 10, 0, 0xFFFFFF00ull, 0);
    blk_ev(&k, 40, 0xFFFFFF32u, &p);          /* +50 cycles */
    b_free(&p);
    b_u32(&p, 10, bo); b_u32(&p, 500, bo); b_u64(&p, 7, bo);
    blk_ev(&k, 19, 0x64 - 0x100 + 0x100, &p); /* heartbeat after the 32-bit wrap */
    b_free(&p);
    blk_end(&k, 10, 1000, 0xFFFFFF00ull + 500, 0, V_NEW, &c1);
    /* control/interrupts: one block at the same start time */
    blk_begin(&k, bo, 128, 10, 0, 5, 0);
    blk_end(&k, 10, 100, 105, 0, V_OLD, &ci);
    put_file(d, "cpu/0", c0.p, c0.n);
    put_file(d, "cpu/1", c1.p, c1.n);
    put_file(d, "control/interrupts", ci.p, ci.n);
    b_free(&c0); b_free(&c1); b_free(&ci); b_free(&p);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (!ok(t, s != NULL, "merge: opens")) { free(d); return; }
    ok(t, s->info.env == 64 && s->info.ncpus == 2, "merge: LP64 -> env 64, 2 cpus");
    ok(t, t->nwarn == 1 && strstr(t->lastwarn, "'nosuch'"), "merge: unknown facility_load warned");
    int n;
    rec_copy *r = read_all(s, &n);
    int sorted = 1;
    for (int i = 1; i < n; i++)
        if (r[i].r.ticks < r[i - 1].r.ticks) sorted = 0;
    ok(t, n == 10 && sorted, "merge: 10 records in time order (%d)", n);
    if (n == 10) {
        /* ties at 10 s: cpu0 block_start, cpu1 block_start, interrupts block_start */
        ok(t, r[0].r.cpu == 0 && r[1].r.cpu == 1 && r[2].r.cpu == TRC_CPU_UNKNOWN
           && r[0].r.hook == 0x30011 && r[2].r.hook == 0x30011, "merge: ties in stream order");
        ok(t, r[3].r.cpu == 0 && r[3].r.hook == 0x30029 && trc_get16(r[3].fb + 6, bo) == 1
           && r[3].r.ticks == 10000000100ull, "merge: net.tx (id 41, index 1) at +100 ns");
        ok(t, r[4].r.cpu == 1 && r[4].r.hook == 0x30028 && r[4].r.ticks == 10000000100ull,
           "merge: cpu1 net.rx at +100 ns (2 ns/cycle)");
        ok(t, r[5].r.cpu == TRC_CPU_UNKNOWN && r[5].r.hook == 0x30012
           && r[5].r.ticks == 10000000100ull, "merge: control/interrupts block_end");
        ok(t, r[7].r.cpu == 1 && r[7].r.hook == 0x30013 && r[7].r.len == 32
           && r[7].r.ticks == 10000000000ull + 2 * 0x164ull,
           "merge: heartbeat after a cycle wrap (%llu)", (unsigned long long)r[7].r.ticks);
        ok(t, r[6].r.hook == 0x30028 && r[6].r.ticks == 10000000300ull, "merge: cpu0 rx at +300");
        ok(t, r[8].r.cpu == 0 && r[9].r.cpu == 1 && r[9].r.ticks == 10000001000ull,
           "merge: block_ends last");
    }
    free(r);
    trc_buf b;
    trc_buf_init(&b);
    trc_ltt_templates(s, &b);
    ok(t, strstr(b.data, "\n30028 1.0 L=KERN \"net.rx\" W2 U4\n")
       && strstr(b.data, "\n30029 1.0 L=KERN \"net.tx\" W2 U4\n")
       && !strstr(b.data, "unused.u") && strstr(b.data, "checksum 00001235"),
       "merge: templates at the facility_load bases only");
    trc_buf_free(&b);
    s->close(s);
    free(d);
}

/* Fallback bases: core at 0, then the others in eventdefs order. */
static void test_fallback(tap *t)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    char *d = new_dir(t, "fallback");
    put_system(d, "little", "ILP32", 1, 128, NULL);
    put_text(d, "eventdefs/a.xml", "<facility name=aaa><event name=x><uint size=1/></event>"
             "<event name=y></event></facility>");
    put_core(d);
    put_text(d, "eventdefs/z.xml", "<facility name=zzz><event name=q></event></facility>");
    bytes f = { 0 }, p = { 0 };
    blk k;
    blk_begin(&k, bo, 128, 1, 0, 0, 0);
    b_u8(&p, 42);
    blk_ev(&k, 20, 0, &p);
    blk_ev(&k, 22, 0, NULL);
    blk_end(&k, 1, 0, 0, 0, V_OLD, &f);
    put_file(d, "cpu/0", f.p, f.n);
    b_free(&f); b_free(&p);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (!ok(t, s != NULL, "fallback: opens")) { free(d); return; }
    ok(t, strstr(t->allwarn, "missing or without facility_load") != NULL, "fallback: warned");
    ok(t, strstr(t->allwarn, "k = 0") != NULL, "fallback: E_cyc <= S_cyc warned (k = 0)");
    int n;
    rec_copy *r = read_all(s, &n);
    ok(t, n == 4 && r[1].r.hook == 0x30014 && r[1].r.len == 17 && r[2].r.hook == 0x30016
       && trc_get16(r[2].fb + 6, bo) == 0, "fallback: aaa at 20, zzz at 22");
    free(r);
    s->close(s);
    free(d);
}

/* Sub-second unit decision and the forcing options. */
static void test_unit(tap *t)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    char *d = new_dir(t, "unit");
    put_system(d, "little", "ILP32", 1, 64, NULL);
    put_core(d);
    bytes f = { 0 };
    blk k;
    /* a 1 GHz clock stored in microseconds: block 1 crosses a second boundary, so read
     * as ns the two blocks' rates disagree wildly; read as us both are 1e9 */
    static const uint32_t tab[3][5] = {       /* s_sec, s_us, e_sec, e_us, cycles/1000 */
        { 3, 10, 3, 1010, 1000 }, { 3, 999500, 4, 500, 1000 }, { 5, 100, 5, 2100, 2000 }
    };
    for (int i = 0; i < 3; i++) {
        uint64_t cyc = 1000000000ull * (uint64_t)(i + 1);
        blk_begin(&k, bo, 64, tab[i][0], tab[i][1], cyc, (uint32_t)i);
        blk_end(&k, tab[i][2], tab[i][3], cyc + tab[i][4] * 1000ull, (uint32_t)i, V_OLD, &f);
    }
    put_file(d, "cpu/0", f.p, f.n);
    b_free(&f);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (ok(t, s != NULL, "unit: opens")) {
        const trc_ltt_counts *c = trc_ltt_counts_of(s);
        ok(t, c->unit_ns == 0 && !strcmp(c->unit_why, "rate agreement"),
           "unit: microseconds by rate agreement (%s)", c->unit_why);
        ok(t, s->info.start_ticks == 3000010000ull, "unit: start in us reading");
        int n;
        rec_copy *r = read_all(s, &n);
        ok(t, n == 6 && r[1].r.ticks == 3001010000ull && r[3].r.ticks == 4000500000ull,
           "unit: block_ends at 3 s + 1010 us and 4 s + 500 us");
        free(r);
        s->close(s);
    }
    s = open_dir(t, d, TRC_LTT_UNIT_NSEC, err, sizeof err);
    if (ok(t, s != NULL, "unit: opens with --ltt-nsec")) {
        const trc_ltt_counts *c = trc_ltt_counts_of(s);
        ok(t, c->unit_ns == 1 && !strcmp(c->unit_why, "forced") && s->info.start_ticks == 3000000010ull,
           "unit: forced ns");
        s->close(s);
    }
    /* a value >= 10^6 decides ns */
    blk_begin(&k, bo, 64, 3, 999999999u, 0, 9);
    blk_end(&k, 4, 0, 1, 9, V_OLD, &f);
    put_file(d, "cpu/1", f.p, f.n);
    b_free(&f);
    s = open_dir(t, d, TRC_LTT_UNIT_USEC, err, sizeof err);
    if (ok(t, s != NULL, "unit: opens with --ltt-usec")) {
        ok(t, trc_ltt_counts_of(s)->unit_ns == 0, "unit: forced us wins over big values");
        s->close(s);
    }
    s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (ok(t, s != NULL, "unit: opens with a big value")) {
        const trc_ltt_counts *c = trc_ltt_counts_of(s);
        ok(t, c->unit_ns == 1 && !strcmp(c->unit_why, "values >= 10^6"), "unit: ns by value");
        s->close(s);
    }
    free(d);
}

/* Truncated final block: 00C reason 2, nothing else lost; neither trailing-word meaning. */
static void test_truncated(tap *t)
{
    trc_byteorder bo = TRC_BO_BIG;
    char *d = new_dir(t, "trunc");
    put_system(d, "big", "ILP32", 1, 128, NULL);
    put_core(d);
    bytes f = { 0 }, p = { 0 };
    blk k;
    for (int i = 0; i < 2; i++) {
        blk_begin(&k, bo, 128, 7, (uint32_t)i * 1000, (uint64_t)i * 1000, (uint32_t)i);
        b_u16(&p, (uint16_t)(i + 5), bo);
        blk_ev(&k, 1, (uint32_t)i * 1000 + 10, &p);
        b_free(&p);
        blk_end(&k, 7, (uint32_t)i * 1000 + 500, (uint64_t)i * 1000 + 500, (uint32_t)i,
                i ? V_NONE : V_OLD, &f);
    }
    uint8_t part[50];
    memcpy(part, f.p, sizeof part);
    b_add(&f, part, sizeof part);           /* a partial third block */
    put_file(d, "cpu/0", f.p, f.n);
    b_free(&f);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (!ok(t, s != NULL, "trunc: opens")) { free(d); return; }
    int n;
    rec_copy *r = read_all(s, &n);
    if (ok(t, n == 7, "trunc: 6 events + 1 marker (%d)", n)) {
        ok(t, r[4].r.hook == 0x30001 && trc_get16(r[4].fb + 16, bo) == 6
           && r[5].r.hook == 0x30012 && r[5].r.ticks == 7000001500ull,
           "trunc: block without a valid trailing word ends at the first block_end");
        ok(t, r[6].r.hook == 0x000C0 && trc_get16(r[6].fb + 6, bo) == 2
           && trc_get64(r[6].fb + 8, bo) == 50 && trc_get64(r[6].fb + 16, bo) == 256
           && r[6].r.ticks == r[5].r.ticks, "trunc: 00C reason 2, D1 50, D2 256");
    }
    free(r);
    const trc_ltt_counts *c = trc_ltt_counts_of(s);
    ok(t, c->truncated == 1 && c->blocks == 2 && s->stats.resyncs == 1
       && s->stats.skipped_bytes == 50, "trunc: counts");
    s->close(s);
    free(d);
}

/* Both meanings of the trailing word point at a u16 18: the walk decides. */
static void test_both_candidates(tap *t)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    char *d = new_dir(t, "both");
    put_system(d, "little", "ILP32", 1, 128, NULL);
    put_core(d);
    bytes f = { 0 }, p = { 0 };
    blk k;
    blk_begin(&k, bo, 128, 1, 0, 0, 0);
    b_u32(&p, 1, bo); b_u32(&p, 2, bo); b_u64(&p, 18, bo);   /* u16 18 at block offset 40 */
    blk_ev(&k, 19, 10, &p);                                  /* 26..48 */
    blk_ev(&k, 19, 20, &p);                                  /* 48..70 */
    b_free(&p);
    blk_end(&k, 1, 100, 100, 0, V_OLD, &f);                  /* E = 70, V = 58: new -> 40 */
    ok(t, trc_get32(f.p + 124, bo) == 58 && trc_get16(f.p + 40, bo) == 18,
       "both: old meaning -> 70, new meaning -> 40, both hold 18");
    put_file(d, "cpu/0", f.p, f.n);
    b_free(&f);
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (ok(t, s != NULL, "both: opens")) {
        int n;
        rec_copy *r = read_all(s, &n);
        ok(t, n == 4 && r[1].r.hook == 0x30013 && r[2].r.hook == 0x30013 && r[3].r.hook == 0x30012
           && r[3].r.offset == 70 && r[2].r.ticks == 1000000020ull,
           "both: the walk reaches 70, not 40 (2 heartbeats, block_end at 70)");
        free(r);
        s->close(s);
    }
    free(d);
}

/* Malformed XML and other load errors: message, NULL, no crash. */
static void test_errors(tap *t)
{
    static const struct { const char *name, *xml, *want; } cases[] = {
        { "syntax", "<facility name=x>\n<event name=e>\n</facility>\n", "core.xml:3: mismatched tag" },
        { "unknownref", "<facility name=x>\n<event name=e><typeref name=nope/></event>\n</facility>",
          "core.xml:2: unknown type 'nope'" },
        { "circular", "<facility name=x>\n<type name=a><struct><field name=f><typeref name=b/></field></struct></type>\n"
          "<type name=b><typeref name=a/></type>\n<event name=e><typeref name=a/></event></facility>",
          "circular type reference" },
        { "badsize", "<facility name=x>\n\n<event name=e><float size=short/></event></facility>",
          "core.xml:3: <float>: bad size 'short'" },
        { "twotypes", "<facility name=x><event name=e>\n<uint size=4/><uint size=4/></event></facility>",
          "core.xml:2: event has more than one type" },
        { "notype", "<facility name=x><event name=e><struct>\n<field name=f></field></struct></event></facility>",
          "core.xml:2: field 'f' has no type" },
        { "nul", "<facility name=x><event name=e>\n<array size=2></array></event></facility>",
          "without an element type" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *d = new_dir(t, cases[i].name);
        put_system(d, "little", "ILP32", 1, 128, NULL);
        put_text(d, "eventdefs/core.xml", cases[i].xml);
        char err[512] = "";
        trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
        ok(t, s == NULL && strstr(err, cases[i].want) != NULL, "error %s: %s", cases[i].name, err);
        if (s) s->close(s);
        free(d);
    }
    /* system.xml problems */
    static const struct { const char *name, *xml, *want; } sys[] = {
        { "sys-endian", "<system endian=middle ltt_block_size=128/>", "system.xml:1: bad endian 'middle'" },
        { "sys-bs", "<system endian=big\n ltt_block_size=12/>", "system.xml:1: bad ltt_block_size '12'" },
        { "sys-arch", "<system endian=big arch_size=X ltt_block_size=128/>", "bad arch_size 'X'" },
        { "sys-none", "<other/>", "system.xml:1: no <system> element" },
        { "sys-junk", "<system endian=big ltt_block_size=128>\n<\n</system>", "system.xml:2: not well-formed" },
    };
    for (size_t i = 0; i < sizeof sys / sizeof sys[0]; i++) {
        char *d = new_dir(t, sys[i].name);
        put_text(d, "info/system.xml", sys[i].xml);
        char err[512] = "";
        trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
        ok(t, s == NULL && strstr(err, sys[i].want) != NULL, "error %s: %s", sys[i].name, err);
        if (s) s->close(s);
        free(d);
    }
    /* limits: element nesting, typeref chains, exponential types */
    {
        bytes x = { 0 };
        const char *h = "<facility name=x><event name=e>";
        b_add(&x, h, strlen(h));
        for (int i = 0; i < 300; i++) b_add(&x, "<struct><field name=f>", 22);
        b_add(&x, "<uint size=1/>", 14);
        char *d = new_dir(t, "deep");
        put_system(d, "little", "ILP32", 1, 128, NULL);
        put_file(d, "eventdefs/core.xml", x.p, x.n);
        char err[512] = "";
        trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
        ok(t, !s && strstr(err, "nested too deeply"), "deep element nesting: %s", err);
        if (s) s->close(s);
        b_free(&x);
        b_add(&x, "<facility name=x><event name=e><typeref name=t0/></event>\n", 57);
        char buf[256];
        for (int i = 0; i < 2500; i++) {
            snprintf(buf, sizeof buf, "<type name=t%d><typeref name=t%d/></type>\n", i, i + 1);
            b_add(&x, buf, strlen(buf));
        }
        b_add(&x, "<type name=t2500><uint size=4/></type></facility>", 49);
        put_file(d, "eventdefs/core.xml", x.p, x.n);
        s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
        ok(t, !s && strstr(err, "types nested too deeply"), "long typeref chain: %s", err);
        if (s) s->close(s);
        b_free(&x);
        b_add(&x, "<facility name=core><event name=ok><uint size=1/></event>"
              "<event name=e><typeref name=t0/></event>\n", 97);
        for (int i = 0; i < 24; i++) {
            snprintf(buf, sizeof buf, "<type name=t%d><struct><field name=a><typeref name=t%d/>"
                     "</field><field name=b><typeref name=t%d/></field></struct></type>\n",
                     i, i + 1, i + 1);
            b_add(&x, buf, strlen(buf));
        }
        b_add(&x, "<type name=t24><uint size=4/></type></facility>", 47);
        put_file(d, "eventdefs/core.xml", x.p, x.n);
        s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
        if (ok(t, s != NULL, "2^24-leaf type loads")) {
            trc_buf tb;
            trc_buf_init(&tb);
            trc_ltt_templates(s, &tb);
            ok(t, strstr(tb.data, "\n# 30001 core.e: generated stanza too large") != NULL
               && strstr(tb.data, "\n30001 ") == NULL
               && tb.len < (2u << 20), "2^24-leaf type: stanza omitted, text bounded (%zu)",
               tb.len);
            trc_buf_free(&tb);
            s->close(s);
        }
        b_free(&x);
        free(d);
    }
    /* unknown attribute kept with a warning; Latin-1 text accepted */
    char *d = new_dir(t, "sys-extra");
    put_system(d, "little", "ILP32", 1, 128, "color=blue");
    put_text(d, "eventdefs/core.xml", "<facility name=core><description>caf\xe9</description>"
             "<event name=e></event></facility>");
    char err[512] = "";
    trc_source *s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    int kept = 0;
    if (s)
        for (uint32_t i = 0; i < s->info.nattrs; i++)
            if (!strcmp(s->info.attrs[2 * i], "color") && !strcmp(s->info.attrs[2 * i + 1], "blue"))
                kept = 1;
    ok(t, s && kept && strstr(t->allwarn, "unknown attribute 'color' kept"),
       "unknown system attribute kept with a warning; Latin-1 eventdefs read");
    if (s) s->close(s);
    free(d);
    /* LTTng 0.x */
    d = new_dir(t, "lttng");
    put_system(d, "little", "ILP32", 1, 128, NULL);
    uint8_t h[128] = { 0 };
    trc_put32(h + 56, 0x00D6B7ED, TRC_BO_BIG);
    put_file(d, "cpu/0", h, sizeof h);
    s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    ok(t, s == NULL && strstr(err, "LTTng traces are not supported"), "LTTng refused: %s", err);
    if (s) s->close(s);
    /* a block not starting with block_start: 00C reason 3 for the whole block */
    put_core(d);
    memset(h, 0, sizeof h);
    h[0] = 5;
    put_file(d, "cpu/0", h, sizeof h);
    s = open_dir(t, d, TRC_LTT_UNIT_AUTO, err, sizeof err);
    if (ok(t, s != NULL, "garbage block: opens")) {
        int n;
        rec_copy *r = read_all(s, &n);
        ok(t, n == 1 && r[0].r.hook == 0xC0 && trc_get64(r[0].fb + 8, TRC_BO_LITTLE) == 128,
           "garbage block: one 00C for 128 bytes");
        free(r);
        s->close(s);
    }
    free(d);
}

/* Detection. */
static void test_detect_fuzz(tap *t)
{
    char *d = new_dir(t, "detect");
    ok(t, !trc_ltt_detect(d), "detect: empty directory is not LTT");
    put_system(d, "little", "ILP32", 2, 96, NULL);
    ok(t, trc_ltt_detect(d), "detect: directory with info/system.xml");
    char path[512];
    snprintf(path, sizeof path, "%s/info/system.xml", d);
    ok(t, !trc_ltt_detect(path) && !trc_ltt_detect("/nonexistent/x"), "detect: files are not");
    free(d);
}

static unsigned rnd(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return *seed >> 8;
}

/* Valid traces with random byte damage and truncation, and damaged eventdefs: the reader
 * never fails, every record is an event (namespace 3) or a 00C marker. */
static void test_fuzz(tap *t)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    char *d = new_dir(t, "fuzz");
    put_system(d, "little", "ILP32", 2, 160, NULL);
    put_core(d);
    put_text(d, "eventdefs/types.xml", types_xml);
    const char *names[] = { "core", "types" };
    const uint32_t bases[] = { 0, 100 };
    put_facilities(d, bo, 160, names, bases, 2);
    bytes good = { 0 }, p = { 0 };
    allt_payload(&p, bo);
    for (int i = 0; i < 6; i++) {
        blk k;
        blk_begin(&k, bo, 160, 50, (uint32_t)i * 1000, (uint64_t)i * 1000, (uint32_t)i);
        blk_ev(&k, 100, (uint32_t)i * 1000 + 5, &p);
        blk_ev(&k, 101, (uint32_t)i * 1000 + 6, NULL);
        bytes q = { 0 };
        b_u64(&q, (uint64_t)i, bo);
        blk_ev(&k, 103, (uint32_t)i * 1000 + 7, &q);
        b_free(&q);
        blk_end(&k, 50, (uint32_t)i * 1000 + 900, (uint64_t)i * 1000 + 900, (uint32_t)i,
                i % 3, &good);
    }
    b_free(&p);
    unsigned seed = 4242;
    int fails = 0, bad = 0;
    uint64_t total = 0, marks = 0;
    uint8_t *buf = malloc(good.n);
    for (int round = 0; round < 150; round++) {
        memcpy(buf, good.p, good.n);
        int flips = 1 + (int)(rnd(&seed) % 8);
        for (int f = 0; f < flips; f++) {
            size_t at = rnd(&seed) % good.n;
            buf[at] = (uint8_t)(rnd(&seed) % 3 ? rnd(&seed) : rnd(&seed) % 24);
        }
        size_t len = good.n - (round % 4 == 0 ? rnd(&seed) % 200 : 0);
        put_file(d, "cpu/0", buf, len);
        put_file(d, "cpu/1", buf + 160, len - 160);
        char err[512];
        trc_ltt_opts o = { TRC_LTT_UNIT_AUTO, NULL, NULL };
        o.warn = warn_cb;
        o.warn_ctx = t;
        trc_source *s = trc_ltt_open(d, &o, err, sizeof err);
        if (!s) { fails++; continue; }
        int n;
        rec_copy *r = read_all(s, &n);
        if (n < 0) fails++;
        for (int i = 0; i < n; i++) {
            if (r[i].r.ns == 0 && r[i].r.hook == 0xC0) marks++;
            else if (r[i].r.ns != 3 || r[i].r.len != 16 + trc_get64(r[i].fb + 8, bo)) bad++;
        }
        total += (uint64_t)(n > 0 ? n : 0);
        free(r);
        s->close(s);
    }
    ok(t, fails == 0 && bad == 0 && total > 0 && marks > 0,
       "fuzz: 150 damaged traces read (%llu records, %llu markers, %d bad, %d failures)",
       (unsigned long long)total, (unsigned long long)marks, bad, fails);
    /* damaged eventdefs: an error message or a usable source */
    size_t xl = strlen(types_xml);
    char *x = malloc(xl + 1);
    int nerr = 0, nok = 0, noerrtext = 0;
    for (int round = 0; round < 150; round++) {
        memcpy(x, types_xml, xl + 1);
        int flips = 1 + (int)(rnd(&seed) % 4);
        for (int f = 0; f < flips; f++) {
            static const char pool[] = "<>/=\"' \nabz0123456789&;";
            x[rnd(&seed) % xl] = pool[rnd(&seed) % (sizeof pool - 1)];
        }
        size_t cut = round % 5 == 0 ? rnd(&seed) % xl : xl;
        put_file(d, "eventdefs/types.xml", x, cut);
        char err[512] = "";
        trc_ltt_opts o = { TRC_LTT_UNIT_AUTO, warn_cb, t };
        trc_source *s = trc_ltt_open(d, &o, err, sizeof err);
        if (!s) {
            nerr++;
            if (!strstr(err, "types.xml:")) { noerrtext++; printf("# bad message: %s\n", err); }
            continue;
        }
        nok++;
        int n;
        free(read_all(s, &n));
        if (n < 0) fails++;
        trc_buf b;
        trc_buf_init(&b);
        trc_ltt_templates(s, &b);
        trc_buf_free(&b);
        s->close(s);
    }
    ok(t, noerrtext == 0 && fails == 0 && nerr > 0 && nok > 0,
       "fuzz: 150 damaged eventdefs (%d load errors with FILE:LINE, %d loaded)", nerr, nok);
    free(x);
    free(buf);
    b_free(&good);
    free(d);
}

int main(int argc, char **argv)
{
    tap t;
    memset(&t, 0, sizeof t);
    if (argc == 3 && strcmp(argv[1], "--write-big") == 0) {
        /* for golden tests: a big.blob event with a string of 70,000 bytes (its entry
         * longer than the 65,535 bytes of a trclog entry) between two small ones */
        const trc_byteorder bo = TRC_BO_LITTLE;
        const unsigned bs = 131072;
        mkdirs(argv[2]);
        put_system(argv[2], "little", "ILP32", 1, bs, NULL);
        put_core(argv[2]);
        put_text(argv[2], "eventdefs/big.xml",
                 "<facility name=big><event name=blob><struct><field name=s><string/></field></struct></event></facility>\n");
        const char *names[] = { "core", "big" };
        const uint32_t bases[] = { 0, 40 };
        put_facilities(argv[2], bo, bs, names, bases, 2);
        bytes c0 = { 0 }, p = { 0 };
        blk k;
        blk_begin(&k, bo, bs, 10, 0, 1000, 0);
        b_str(&p, "small");
        blk_ev(&k, 40, 1100, &p);
        b_free(&p);
        for (int i = 0; i < 70000; i++) b_u8(&p, 'x');
        b_u8(&p, 0);
        blk_ev(&k, 40, 1200, &p);
        b_free(&p);
        b_str(&p, "after");
        blk_ev(&k, 40, 1300, &p);
        b_free(&p);
        blk_end(&k, 10, 1000, 2000, 0, V_OLD, &c0);
        put_file(argv[2], "cpu/0", c0.p, c0.n);
        b_free(&c0);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "--write-example") == 0) {
        /* for golden tests: the docs/ref/foreign.md 4.9 directory (little-endian, old V) */
        bytes f = { 0 };
        mkdirs(argv[2]);
        make_example(argv[2], TRC_BO_LITTLE, V_OLD, &f);
        b_free(&f);
        return 0;
    }
    t.builddir = argc > 1 ? argv[1] : getenv("top_builddir");
    if (!t.builddir) t.builddir = ".";
    const char *tmp = getenv("TMPDIR");
    snprintf(t.tmpdir, sizeof t.tmpdir, "%s/ltt-test.XXXXXX", tmp ? tmp : "/tmp");
    if (!mkdtemp(t.tmpdir)) {
        perror("mkdtemp");
        return 99;
    }
    test_example(&t, TRC_BO_LITTLE, V_OLD);
    test_example(&t, TRC_BO_BIG, V_OLD);
    test_example(&t, TRC_BO_LITTLE, V_NEW);
    test_example(&t, TRC_BO_BIG, V_NEW);
    test_types(&t);
    test_merge(&t);
    test_fallback(&t);
    test_unit(&t);
    test_truncated(&t);
    test_both_candidates(&t);
    test_errors(&t);
    test_detect_fuzz(&t);
    test_fuzz(&t);
    printf("1..%d\n", t.n);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", t.tmpdir);
    if (system(cmd) != 0) printf("# could not remove %s\n", t.tmpdir);
    return t.failed ? 1 : 0;
}
