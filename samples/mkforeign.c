/* mkforeign.c -- owns the bundled foreign-format samples: writes the small QNX
 * instrumented-kernel trace samples/webd.kev and the small LTT trace directory
 * samples/ltt-webd/ that `make` builds and `make demo` reports (README.md, "Foreign
 * traces").  Both tell the same story as samples/example.txt: a web server process (pid
 * 4242) starts, creates a thread, serves one request and replies.  The formats are those of
 * docs/ref/foreign.md §3 (.kev) and §4 (LTT); the output is the same on every run and every
 * machine (fixed times, little-endian).
 *
 *   mkforeign kev FILE   write the .kev trace (2 CPUs, 27 slots, one combined event)
 *   mkforeign ltt DIR    write the LTT directory (info/system.xml, eventdefs/core.xml and
 *                        webd.xml, control/facilities, control/interrupts,
 *                        control/processes, cpu/0: one 1024-byte block)
 * Exit status 0, 1 when a file cannot be written, 2 on a usage error. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A growable byte string (little-endian writers below). */
typedef struct bytes {
    uint8_t *p;   /* data (malloc) */
    size_t n;     /* bytes used */
    size_t cap;   /* bytes allocated */
} bytes;

static void b_add(bytes *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 1024;
        while (nc < b->n + n) nc *= 2;
        uint8_t *q = realloc(b->p, nc);
        if (!q) { fputs("mkforeign: out of memory\n", stderr); exit(1); }
        b->p = q;
        b->cap = nc;
    }
    memcpy(b->p + b->n, p, n);
    b->n += n;
}
static void b_u8(bytes *b, uint8_t v) { b_add(b, &v, 1); }
static void b_u16(bytes *b, uint16_t v) { uint8_t x[2] = { (uint8_t)v, (uint8_t)(v >> 8) }; b_add(b, x, 2); }
static void b_u32(bytes *b, uint32_t v) { b_u16(b, (uint16_t)v); b_u16(b, (uint16_t)(v >> 16)); }
static void b_u64(bytes *b, uint64_t v) { b_u32(b, (uint32_t)v); b_u32(b, (uint32_t)(v >> 32)); }
static void b_text(bytes *b, const char *s) { b_add(b, s, strlen(s)); }
static void b_str(bytes *b, const char *s) { b_add(b, s, strlen(s) + 1); }

/* Write n bytes to path; 0 or 1 (message printed). */
static int put_file(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    int bad = !f || fwrite(p, 1, n, f) != n;
    if (f && fclose(f) != 0) bad = 1;
    if (bad) fprintf(stderr, "mkforeign: %s: %s\n", path, strerror(errno));
    return bad;
}

/* Create directory path (its parent must exist); 0 or 1. */
static int make_dir(const char *path)
{
    if (mkdir(path, 0755) == 0 || errno == EEXIST) return 0;
    fprintf(stderr, "mkforeign: %s: %s\n", path, strerror(errno));
    return 1;
}

/* ---- QNX .kev (docs/ref/foreign.md §3) ------------------------------------------------ */

/* Slot structure (header bits 30-31). */
enum { SIMPLE = 0, CB = 1, CC = 2, CE = 3 };
/* Classes. */
enum { C_CONTROL = 1, C_KERCALL = 2, C_INT = 3, C_PROC = 4, C_USER = 6 };
/* Kernel call numbers (QNX 6.4), events of the THREAD/PROCESS class. */
enum { K_MSG_SENDV = 11, K_MSG_RECEIVEV = 14, K_MSG_REPLYV = 15, K_CHANNEL_CREATE = 35,
       K_THREAD_CREATE = 46, K_EXIT = 128 };
enum { T_RUNNING = 1, T_READY = 2, T_RECEIVE = 5, T_REPLY = 6, T_CREATE = 0x18,
       P_CREATE_NAME = 0xC0 };

/* One slot: structure, CPU, class, event, time (ns from the start), data[1], data[2]. */
typedef struct slot {
    int st, cpu, cls, ev;  /* header fields */
    uint32_t t;            /* data[0]: low word of the cycle counter (1 GHz: ns) */
    uint32_t d1, d2;       /* data[1], data[2] */
} slot;

/* The story, in file order (CPU 0 serves, CPU 1 runs the client thread). */
static const slot kev_slots[] = {
    { SIMPLE, 0, C_CONTROL, 1, 1000, 0, 1000 },                     /* TIME msb, lsb */
    { SIMPLE, 0, C_CONTROL, 2, 1100, 1, 27 },                       /* BUFFER 1, 27 events */
    { SIMPLE, 0, C_PROC, T_RUNNING, 1200, 1, 1 },                   /* procnto */
    { CB, 0, C_PROC, P_CREATE_NAME, 2000, 1, 4242 },                /* ppid 1, pid 4242 */
    { CC, 0, C_PROC, P_CREATE_NAME, 2000, 0x64626577, 0 },          /* "webd\0" */
    { CE, 0, C_PROC, P_CREATE_NAME, 2000, 0, 0 },
    { SIMPLE, 0, C_PROC, T_CREATE, 2600, 4242, 1 },
    { SIMPLE, 0, C_PROC, T_RUNNING, 3000, 4242, 1 },
    { SIMPLE, 0, C_KERCALL, K_CHANNEL_CREATE, 3400, 0, 0 },
    { SIMPLE, 0, C_KERCALL, K_CHANNEL_CREATE + K_EXIT, 3900, 1, 0 },        /* chid 1 */
    { SIMPLE, 0, C_KERCALL, K_THREAD_CREATE, 4300, 4242, 0 },
    { SIMPLE, 0, C_PROC, T_CREATE, 5100, 4242, 2 },
    { SIMPLE, 0, C_KERCALL, K_THREAD_CREATE + K_EXIT, 5400, 2, 0 },        /* tid 2 */
    { SIMPLE, 0, C_KERCALL, K_MSG_RECEIVEV, 6000, 1, 0 },                  /* chid 1 */
    { SIMPLE, 0, C_PROC, T_RECEIVE, 6300, 4242, 1 },
    { SIMPLE, 1, C_CONTROL, 1, 6500, 0, 6500 },
    { SIMPLE, 1, C_PROC, T_RUNNING, 6700, 4242, 2 },
    { SIMPLE, 1, C_KERCALL, K_MSG_SENDV, 7000, 0x40000001, 0x2000 },      /* coid, 8 KiB */
    { SIMPLE, 1, C_PROC, T_REPLY, 7400, 4242, 2 },
    { SIMPLE, 0, C_PROC, T_RUNNING, 7800, 4242, 1 },
    { SIMPLE, 0, C_KERCALL, K_MSG_RECEIVEV + K_EXIT, 8100, 0x17, 0x2000 }, /* rcvid, len */
    { SIMPLE, 0, C_INT, 1, 9000, 0x0B, 0xF0012345 },                       /* irq 11 */
    { SIMPLE, 0, C_INT, 2, 9700, 0x0B, 0 },
    { SIMPLE, 0, C_USER, 4, 10500, 200, 0x2000 },                          /* status, bytes */
    { SIMPLE, 0, C_KERCALL, K_MSG_REPLYV, 11000, 0x17, 0 },
    { SIMPLE, 0, C_PROC, T_READY, 11400, 4242, 2 },
    { SIMPLE, 0, C_KERCALL, K_MSG_REPLYV + K_EXIT, 11800, 0, 0 },
};

static int write_kev(const char *path)
{
    static const char *const keys[][2] = {
        { "FILE_NAME", "/tmp/webd.kev" }, { "DATE", "Fri Mar  1 12:00:00 2024" },
        { "VER_MAJOR", "1" }, { "VER_MINOR", "01" }, { "LITTLE_ENDIAN", "TRUE" },
        { "ENCODING", "16 byte events" }, { "CYCLES_PER_SEC", "1000000000" },
        { "CPU_NUM", "2" }, { "SYSNAME", "QNX" }, { "NODENAME", "build1" },
        { "SYS_RELEASE", "6.4.1" }, { "MACHINE", "x86pc" },
        { "TRACELOGGER_ARGS", "tracelogger -n 1 -f /tmp/webd.kev" }, { "SYSPAGE_LEN", "0" },
    };
    bytes b = { 0 };
    b_text(&b, "TRACE_HEADER_BEGIN::");
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        b_text(&b, "TRACE_");
        b_text(&b, keys[i][0]);
        b_text(&b, "::");
        b_text(&b, keys[i][1]);
    }
    b_text(&b, "TRACE_HEADER_END::");
    for (size_t i = 0; i < sizeof kev_slots / sizeof kev_slots[0]; i++) {
        const slot *s = &kev_slots[i];
        b_u32(&b, (uint32_t)s->st << 30 | (uint32_t)s->cpu << 24 | (uint32_t)s->cls << 10 |
                      (uint32_t)s->ev);
        b_u32(&b, s->t);
        b_u32(&b, s->d1);
        b_u32(&b, s->d2);
    }
    int rc = put_file(path, b.p, b.n);
    free(b.p);
    return rc;
}

/* ---- LTT trace directory (docs/ref/foreign.md §4) ------------------------------------- */

#define LTT_BS 1024u                 /* ltt_block_size */
#define LTT_SEC 1709294400u          /* block times: Fri Mar  1 12:00:00 2024 UTC */
#define LTT_CYC0 5000000000ull       /* cycle counter at the block start (1 GHz) */

static const char system_xml[] =
    "<system\n node_name=\"build1\"\n domainname=\"example.org\"\n cpu=1\n"
    " arch_size=\"ILP32\"\n endian=\"LITTLE_ENDIAN\"\n kernel_name=\"Linux\"\n"
    " kernel_release=\"2.6.9\"\n kernel_version=\"#1 SMP\"\n machine=\"i686\"\n"
    " processor=unknown hardware_platform=unknown operating_system=Linux\n"
    " ltt_major_version=2 ltt_minor_version=0 ltt_block_size=1024>\n"
    "webd serving one request (samples/mkforeign.c)\n</system>\n";

/* The core facility: the 20 events of the 2.6 LTT core, ids 0-19 (17-19 built in). */
static const char core_xml[] =
    "<facility name=core>\n<description>The core facility</description>\n"
    "<event name=facility_load></event>\n"
    "<event name=syscall_entry>\n<struct>\n"
    " <field name=syscall_id><uint size=1/></field>\n"
    " <field name=address><uint size=4/></field>\n</struct>\n</event>\n"
    "<event name=syscall_exit></event>\n"
    "<event name=trap_entry>\n<struct>\n"
    " <field name=trap_id><uint size=2/></field>\n"
    " <field name=address><uint size=4/></field>\n</struct>\n</event>\n"
    "<event name=trap_exit></event>\n"
    "<event name=irq_entry>\n<struct>\n"
    " <field name=irq_id><uint size=1/></field>\n"
    " <field name=kernel><uint size=1/></field>\n</struct>\n</event>\n"
    "<event name=irq_exit></event>\n"
    "<event name=schedchange>\n<struct>\n"
    " <field name=out><uint size=4/></field>\n"
    " <field name=in><uint size=4/></field>\n"
    " <field name=out_state><uint size=4/></field>\n</struct>\n</event>\n"
    "<event name=kernel_timer></event>\n"
    "<event name=soft_irq>\n<struct>\n"
    " <field name=event_sub_id><enum size=1>BOTTOM_HALF SOFT_IRQ TASKLET_ACTION TASKLET_HI_ACTION</enum></field>\n"
    " <field name=event_data><uint size=4/></field>\n</struct>\n</event>\n"
    "<event name=process>\n<struct>\n"
    " <field name=event_sub_id><enum size=1>KTHREAD FORK EXIT WAIT SIGNAL WAKEUP</enum></field>\n"
    " <field name=event_data1><uint size=4/></field>\n"
    " <field name=event_data2><uint size=4/></field>\n</struct>\n</event>\n"
    "<event name=file_system>\n<struct>\n"
    " <field name=event_sub_id><enum size=1>BUF_WAIT_START BUF_WAIT_END EXEC OPEN CLOSE READ WRITE SEEK IOCTL SELECT POLL</enum></field>\n"
    " <field name=event_data1><uint size=4/></field>\n"
    " <field name=event_data2><uint size=4/></field>\n"
    " <field name=file_name><string/></field>\n</struct>\n</event>\n"
    "<event name=timer></event>\n<event name=memory></event>\n<event name=socket></event>\n"
    "<event name=ipc></event>\n<event name=network></event>\n"
    "<event name=block_start></event>\n<event name=block_end></event>\n"
    "<event name=time_heartbeat></event>\n"
    "</facility>\n";

/* A facility of the traced program, loaded at base 20. */
static const char webd_xml[] =
    "<facility name=webd>\n<description>the sample web server</description>\n"
    "<event name=request>\n<description>a request is read</description>\n<struct>\n"
    " <field name=fd><uint size=4/></field>\n"
    " <field name=method><enum size=1><label name=GET/><label name=POST/></enum></field>\n"
    " <field name=path><string/></field>\n</struct>\n</event>\n"
    "<event name=reply>\n<struct>\n"
    " <field name=fd><uint size=4/></field>\n"
    " <field name=status><uint size=2/></field>\n"
    " <field name=bytes><uint size=4/></field>\n</struct>\n</event>\n"
    "</facility>\n";

/* One block under construction. */
typedef struct blk {
    bytes b;        /* block bytes so far */
} blk;

/* An event: id, low word of the cycle counter (ns offset from the block start), payload. */
static void ev_head(blk *k, uint16_t id, uint64_t dt)
{
    b_u16(&k->b, id);
    b_u32(&k->b, (uint32_t)(LTT_CYC0 + dt));
}

/* block_start (17) or block_end (18) at ns offset dt; 26 bytes. */
static void ev_block(blk *k, uint16_t id, uint64_t dt)
{
    ev_head(k, id, dt);
    b_u32(&k->b, LTT_SEC);
    b_u32(&k->b, (uint32_t)dt);       /* nsec: the block starts on the second */
    b_u64(&k->b, LTT_CYC0 + dt);
    b_u32(&k->b, 0);                  /* block_id */
}

/* End the block at ns offset dt (block_end, zeros, trailing word V = size - E) and
 * return its LTT_BS bytes in out. */
static void blk_finish(blk *k, uint64_t dt, bytes *out)
{
    uint32_t e = (uint32_t)k->b.n;
    ev_block(k, 18, dt);
    while (k->b.n < LTT_BS - 4) b_u8(&k->b, 0);
    b_u32(&k->b, LTT_BS - e);
    b_add(out, k->b.p, k->b.n);
    free(k->b.p);
    memset(k, 0, sizeof *k);
}

/* control/facilities: facility_load core (base 0) and webd (base 20). */
static void ltt_facilities(bytes *out)
{
    blk k = { { 0 } };
    ev_block(&k, 17, 0);
    ev_head(&k, 0, 100);
    b_str(&k.b, "core");
    b_u32(&k.b, 0x9E2B51F0);
    b_u32(&k.b, 0);
    ev_head(&k, 0, 200);
    b_str(&k.b, "webd");
    b_u32(&k.b, 0x5EB0D001);
    b_u32(&k.b, 20);
    blk_finish(&k, 300, out);
}

/* cpu/0: webd (pid 4242) is scheduled in, reads a request, opens and reads the file,
 * takes an interrupt, replies. */
static void ltt_cpu0(bytes *out)
{
    blk k = { { 0 } };
    ev_block(&k, 17, 0);
    ev_head(&k, 7, 1500);                                   /* schedchange 1 -> 4242 */
    b_u32(&k.b, 1); b_u32(&k.b, 4242); b_u32(&k.b, 0);
    ev_head(&k, 1, 2000);                                   /* syscall_entry read */
    b_u8(&k.b, 3); b_u32(&k.b, 0x0804A1C4);
    ev_head(&k, 2, 6500);                                   /* syscall_exit */
    ev_head(&k, 20, 7000);                                  /* webd.request */
    b_u32(&k.b, 5); b_u8(&k.b, 0); b_str(&k.b, "/index.html");
    ev_head(&k, 11, 8000);                                  /* file_system OPEN */
    b_u8(&k.b, 3); b_u32(&k.b, 6); b_u32(&k.b, 0); b_str(&k.b, "/srv/www/index.html");
    ev_head(&k, 11, 9000);                                  /* file_system READ */
    b_u8(&k.b, 5); b_u32(&k.b, 6); b_u32(&k.b, 8192);
    b_str(&k.b, "");
    ev_head(&k, 5, 12000);                                  /* irq_entry 14 */
    b_u8(&k.b, 14); b_u8(&k.b, 1);
    ev_head(&k, 9, 12500);                                  /* soft_irq TASKLET_ACTION */
    b_u8(&k.b, 2); b_u32(&k.b, 0xC02A1B30);
    ev_head(&k, 6, 13000);                                  /* irq_exit */
    ev_head(&k, 21, 15000);                                 /* webd.reply */
    b_u32(&k.b, 5); b_u16(&k.b, 200); b_u32(&k.b, 8192);
    ev_head(&k, 19, 16000);                                 /* time_heartbeat */
    b_u32(&k.b, LTT_SEC); b_u32(&k.b, 16000); b_u64(&k.b, LTT_CYC0 + 16000);
    ev_head(&k, 7, 17000);                                  /* schedchange 4242 -> 0 */
    b_u32(&k.b, 4242); b_u32(&k.b, 0); b_u32(&k.b, 1);
    blk_finish(&k, 20000, out);
}

static int write_ltt(const char *dir)
{
    static const char *const subdirs[] = { "info", "eventdefs", "control", "cpu" };
    char path[4096];
    int rc = make_dir(dir);
    for (size_t i = 0; rc == 0 && i < sizeof subdirs / sizeof subdirs[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, subdirs[i]);
        rc = make_dir(path);
    }
    if (rc) return rc;
    bytes fac = { 0 }, cpu = { 0 };
    ltt_facilities(&fac);
    ltt_cpu0(&cpu);
    const struct { const char *name; const void *p; size_t n; } files[] = {
        { "info/system.xml", system_xml, sizeof system_xml - 1 },
        { "eventdefs/core.xml", core_xml, sizeof core_xml - 1 },
        { "eventdefs/webd.xml", webd_xml, sizeof webd_xml - 1 },
        { "control/facilities", fac.p, fac.n },
        { "control/interrupts", "", 0 },
        { "control/processes", "", 0 },
        { "cpu/0", cpu.p, cpu.n },
    };
    for (size_t i = 0; rc == 0 && i < sizeof files / sizeof files[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i].name);
        rc = put_file(path, files[i].p, files[i].n);
    }
    free(fac.p);
    free(cpu.p);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "kev") == 0) return write_kev(argv[2]);
    if (argc == 3 && strcmp(argv[1], "ltt") == 0) return write_ltt(argv[2]);
    fputs("usage: mkforeign kev FILE | mkforeign ltt DIR\n", stderr);
    return 2;
}
