/* trcrecv.c -- UDP collector of libtrc sessions (docs/ref/report.md §10, docs/ref/runtime.md §7.2).
 * Owns: the datagram protocol on the receiving side (sessions, the 64-datagram reorder
 * window, datagrams held before the header, duplicates), the trclog files it writes
 * (header copied, sync markers at the header's interval, 006 reason 4 for lost records),
 * its command line and exit statuses (docs/ref/report.md §8).
 *   trcrecv [-p Port] [-b Address] [-o Dir|File|-] [-1] [-t Seconds] [-v] */
#include "formats/trclog.h"
#include "tools/exitcodes.h"
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define WIN 64                 /* reorder window, datagrams */
#define HOLD_MAX 1024          /* datagrams held before the header */
#define DG_MAX 65536           /* receive buffer */
#define MAX_SOCKS 2            /* 127.0.0.1 and ::1 */
#define CLOSED_MAX 64          /* remembered ended sessions (late duplicates of the end) */

/* One received datagram (copy). */
typedef struct dgram {
    uint16_t kind;             /* 1 header, 2 records, 3 end */
    uint64_t seq;              /* datagram sequence number */
    uint64_t recidx;           /* records sent before its first record */
    size_t len;                /* payload bytes after the 40-byte head */
    struct dgram *next;        /* hold list link */
    uint8_t data[];            /* payload */
} dgram;

/* One session (session id + sender address). */
typedef struct session {
    uint64_t id;               /* session id */
    struct sockaddr_storage from; /* sender address */
    socklen_t flen;            /* its length */
    trc_byteorder bo;          /* sender byte order */
    int have_hdr;              /* the header datagram arrived, output started */
    int env;                   /* header trace env */
    uint32_t sync_iv;          /* header sync interval */
    trc_trclog_writer *w;      /* output */
    char path[1024];           /* output path ("-" = stdout) */
    uint64_t next_seq;         /* next datagram sequence number to deliver */
    dgram *win[WIN];           /* window: held datagrams by seq % WIN */
    dgram *hold;               /* datagrams received before the header */
    unsigned nhold;            /* their number */
    uint64_t nrec;             /* record index expected next */
    uint64_t last_ts;          /* time of the last record written (0 none) */
    uint64_t next_sync;        /* next multiple of the sync interval to cover */
    uint64_t sync_seq;         /* next sync marker sequence number */
    uint64_t missing_dg;       /* datagrams skipped since the last delivered one */
    time_t last_rx;            /* time of the last datagram */
    time_t last_flush;         /* time of the last output flush */
    uint64_t st_dgrams, st_records, st_lost, st_lostdg, st_dups;  /* statistics */
    struct session *next;      /* list link */
} session;

/* Collector state. */
typedef struct recv_state {
    const char *out;           /* -o */
    int out_is_dir;            /* -o names a directory */
    int once;                  /* -1 */
    int idle;                  /* -t seconds (0 = never) */
    int verbose;               /* -v */
    session *sessions;         /* open sessions */
    uint64_t closed[CLOSED_MAX][2]; /* (id, address hash) of ended sessions */
    unsigned nclosed;          /* entries used (ring) */
    int finished;              /* -1: a session ended */
    int status;                /* exit status so far */
} recv_state;

static volatile sig_atomic_t stop_flag;
static void on_signal(int sig) { (void)sig; stop_flag = 1; }

static uint64_t addr_hash(const struct sockaddr_storage *a, socklen_t n)
{
    uint64_t h = 1469598103934665603ull;
    const uint8_t *p = (const uint8_t *)a;
    for (socklen_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* Write the pending sync marker if due, then nothing else. */
static void sync_due(session *s)
{
    if (!s->sync_iv) return;
    uint64_t off = trc_trclog_writer_offset(s->w);
    if (off >= s->next_sync) {
        trc_trclog_write_sync(s->w, s->sync_seq++, s->last_ts);
        off = trc_trclog_writer_offset(s->w);
        s->next_sync = (off / s->sync_iv + 1) * s->sync_iv;
    }
}

/* Write a 006 reason 4 (network loss) record for `lost` records / `dgs` datagrams. */
static void write_lost(session *s, uint64_t lost, uint64_t dgs, uint64_t next_ts)
{
    uint8_t fb[40];
    trc_record r;
    memset(&r, 0, sizeof r);
    r.ticks = s->last_ts;
    r.pid = TRC_PID_UNKNOWN;
    r.tid = TRC_TID_UNKNOWN;
    r.cpu = TRC_CPU_UNKNOWN;
    r.flags = TRC_EF_SYNTH | TRC_EF_COMMIT;
    r.bo = s->bo;
    r.fb = fb;
    uint64_t win = next_ts > s->last_ts && s->last_ts ? next_ts - s->last_ts : 0;
    if (s->env == 64) {
        r.flags |= TRC_EF_E64;
        trc_put16(fb, 0x8000, s->bo);
        trc_put16(fb + 2, 32, s->bo);
        trc_put16(fb + 4, 0x0060, s->bo);
        trc_put16(fb + 6, 4, s->bo);
        trc_put64(fb + 8, lost, s->bo);
        trc_put64(fb + 16, 0, s->bo);
        trc_put64(fb + 24, dgs, s->bo);
        trc_put64(fb + 32, win, s->bo);
        r.len = 40;
    } else {
        trc_put16(fb, 0x006E, s->bo);
        trc_put16(fb + 2, 4, s->bo);
        trc_put32(fb + 4, lost > UINT32_MAX ? UINT32_MAX : (uint32_t)lost, s->bo);
        trc_put32(fb + 8, 0, s->bo);
        trc_put32(fb + 12, dgs > UINT32_MAX ? UINT32_MAX : (uint32_t)dgs, s->bo);
        trc_put32(fb + 16, win > UINT32_MAX ? UINT32_MAX : (uint32_t)win, s->bo);
        trc_put32(fb + 20, 0, s->bo);
        r.len = 24;
    }
    sync_due(s);
    trc_trclog_write_record(s->w, &r, NULL);
    s->st_lost += lost;
}

/* Records before index recidx are missing: report them (first_ts = time after the gap). */
static void account_gap(session *s, uint64_t recidx, uint64_t first_ts)
{
    if (recidx > s->nrec) {
        write_lost(s, recidx - s->nrec, s->missing_dg, first_ts);
        s->st_lostdg += s->missing_dg;
        s->nrec = recidx;
    }
    s->missing_dg = 0;
}

/* Deliver one in-order datagram to the output. */
static void deliver(recv_state *st, session *s, dgram *d)
{
    (void)st;
    if (d->kind == 2) {
        uint64_t first_ts = 0;
        if (d->len >= 32) first_ts = trc_get64(d->data + 24, s->bo);
        account_gap(s, d->recidx, first_ts);
        size_t o = 0;
        while (o + 32 <= d->len) {
            uint32_t rl = trc_get32(d->data + o, s->bo);
            if (rl < 32 || o + rl > d->len) break;
            sync_due(s);
            trc_trclog_write_raw(s->w, d->data + o, rl);
            s->last_ts = trc_get64(d->data + o + 24, s->bo);
            s->nrec++;
            s->st_records++;
            o += rl;
        }
    } else if (d->kind == 3) {
        account_gap(s, d->recidx, 0);
    }
}

/* Deliver consecutive datagrams from next_seq; returns 1 if an end datagram went out. */
static int drain_window(recv_state *st, session *s)
{
    int ended = 0;
    for (;;) {
        dgram *d = s->win[s->next_seq % WIN];
        if (!d || d->seq != s->next_seq) break;
        s->win[s->next_seq % WIN] = NULL;
        s->next_seq++;
        deliver(st, s, d);
        if (d->kind == 3) ended = 1;
        free(d);
        if (ended) break;
    }
    return ended;
}

/* Skip the missing slot at next_seq (declared lost). */
static void skip_one(session *s)
{
    s->missing_dg++;
    s->next_seq++;
}

/* Deliver everything held, skipping holes; returns 1 if an end went out. */
static int flush_window(recv_state *st, session *s)
{
    for (;;) {
        if (drain_window(st, s)) return 1;
        uint64_t lowest = UINT64_MAX;
        for (int i = 0; i < WIN; i++)
            if (s->win[i] && s->win[i]->seq < lowest) lowest = s->win[i]->seq;
        if (lowest == UINT64_MAX) return 0;
        while (s->next_seq < lowest) skip_one(s);
    }
}

static void free_session(session *s)
{
    for (int i = 0; i < WIN; i++) free(s->win[i]);
    while (s->hold) { dgram *d = s->hold; s->hold = d->next; free(d); }
    free(s);
}

/* End a session: deliver what is held, close the output, remember the id. */
static void close_session(recv_state *st, session *s)
{
    if (s->have_hdr) {
        flush_window(st, s);
        if (trc_trclog_writer_close(s->w) < 0) {
            fprintf(stderr, "trcrecv: %s: %s\n", s->path, strerror(errno));
            st->status = TRC_EXIT_OUTPUT;
        }
        s->w = NULL;
    }
    if (st->verbose)
        fprintf(stderr, "trcrecv: session %016llX %s: %llu datagrams, %llu records, "
                "%llu records lost in %llu datagrams, %llu duplicates\n",
                (unsigned long long)s->id, s->have_hdr ? s->path : "(no header)",
                (unsigned long long)s->st_dgrams, (unsigned long long)s->st_records,
                (unsigned long long)s->st_lost, (unsigned long long)s->st_lostdg,
                (unsigned long long)s->st_dups);
    st->closed[st->nclosed % CLOSED_MAX][0] = s->id;
    st->closed[st->nclosed % CLOSED_MAX][1] = addr_hash(&s->from, s->flen);
    st->nclosed++;
    for (session **pp = &st->sessions; *pp; pp = &(*pp)->next)
        if (*pp == s) { *pp = s->next; break; }
    free_session(s);
    if (st->once) st->finished = 1;
}

/* Place a datagram in the window of a session with a header; handles window overflow. */
static void place(recv_state *st, session *s, dgram *d)
{
    if (d->seq < s->next_seq || (s->win[d->seq % WIN] && s->win[d->seq % WIN]->seq == d->seq)) {
        s->st_dups++;
        free(d);
        return;
    }
    while (d->seq >= s->next_seq + WIN) {     /* the oldest slot leaves the window */
        dgram *o = s->win[s->next_seq % WIN];
        if (o && o->seq == s->next_seq) {
            if (drain_window(st, s)) { free(d); close_session(st, s); return; }
        } else skip_one(s);
    }
    s->win[d->seq % WIN] = d;
    int ended = d->kind == 3 ? flush_window(st, s) : drain_window(st, s);
    if (ended) close_session(st, s);
}

/* The header arrived: open the output, then place the held datagrams. */
static int start_session(recv_state *st, session *s, dgram *h)
{
    if (h->len < 72 || memcmp(h->data, "\x89TRCLOG\n", 8)) return -1;
    uint32_t hl = trc_get32(h->data + 16, s->bo);
    if (hl < 72 || hl > h->len) return -1;
    s->env = h->data[20];
    s->sync_iv = trc_get32(h->data + 28, s->bo);
    s->next_sync = s->sync_iv;
    int fd;
    if (st->out_is_dir || !st->once) {
        snprintf(s->path, sizeof s->path, "%s/trc-%016llX.trc", st->out ? st->out : ".",
                 (unsigned long long)s->id);
        fd = open(s->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    } else if (!strcmp(st->out, "-")) {
        snprintf(s->path, sizeof s->path, "-");
        fd = STDOUT_FILENO;
    } else {
        snprintf(s->path, sizeof s->path, "%s", st->out);
        fd = open(s->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    }
    if (fd < 0) {
        fprintf(stderr, "trcrecv: %s: %s\n", s->path, strerror(errno));
        st->status = TRC_EXIT_OUTPUT;
        return -2;
    }
    s->w = trc_trclog_writer_new_bare(fd, fd != STDOUT_FILENO, s->bo);
    if (!s->w) { st->status = TRC_EXIT_INTERNAL; return -2; }
    trc_trclog_write_raw(s->w, h->data, hl);
    trc_trclog_writer_flush(s->w);
    s->have_hdr = 1;
    /* The sequence starts at the lowest of the header and the held datagrams. */
    uint64_t first = h->seq;
    for (dgram *d = s->hold; d; d = d->next) if (d->seq < first) first = d->seq;
    s->next_seq = first;
    s->nrec = h->recidx;
    for (dgram *d = s->hold; d; d = d->next) if (d->seq == first && d->kind == 2) s->nrec = d->recidx;
    dgram *held = s->hold;
    s->hold = NULL;
    s->nhold = 0;
    place(st, s, h);
    /* place() may have closed the session (a lone end); check before using s again */
    int alive = 0;
    for (session *x = st->sessions; x; x = x->next) if (x == s) alive = 1;
    while (held) {
        dgram *d = held;
        held = d->next;
        if (alive) {
            place(st, s, d);
            alive = 0;
            for (session *x = st->sessions; x; x = x->next) if (x == s) alive = 1;
        } else free(d);
    }
    return 0;
}

/* Handle one datagram of n bytes from addr. */
static void on_datagram(recv_state *st, const uint8_t *p, size_t n,
                        const struct sockaddr_storage *from, socklen_t flen)
{
    if (n < 40 || memcmp(p, "TRCUDP1\0", 8)) return;
    trc_byteorder bo;
    if (p[8] == 1 && p[9] == 2 && p[10] == 3 && p[11] == 4) bo = TRC_BO_BIG;
    else if (p[8] == 4 && p[9] == 3 && p[10] == 2 && p[11] == 1) bo = TRC_BO_LITTLE;
    else return;
    uint16_t kind = trc_get16(p + 12, bo);
    if (kind < 1 || kind > 3) return;
    uint64_t id = trc_get64(p + 16, bo);
    uint64_t ah = addr_hash(from, flen);
    for (unsigned i = 0; i < CLOSED_MAX && i < st->nclosed; i++)
        if (st->closed[i][0] == id && st->closed[i][1] == ah) return;   /* ended */
    session *s = st->sessions;
    while (s && !(s->id == id && s->flen == flen && !memcmp(&s->from, from, flen))) s = s->next;
    if (!s) {
        if (kind == 3) return;                /* an end for a session never seen */
        s = calloc(1, sizeof *s);
        if (!s) { st->status = TRC_EXIT_INTERNAL; return; }
        s->id = id;
        memcpy(&s->from, from, flen);
        s->flen = flen;
        s->bo = bo;
        s->next = st->sessions;
        st->sessions = s;
    }
    s->last_rx = time(NULL);
    s->st_dgrams++;
    dgram *d = malloc(sizeof *d + n - 40);
    if (!d) { st->status = TRC_EXIT_INTERNAL; return; }
    d->kind = kind;
    d->seq = trc_get64(p + 24, bo);
    d->recidx = trc_get64(p + 32, bo);
    d->len = n - 40;
    d->next = NULL;
    memcpy(d->data, p + 40, n - 40);
    if (!s->have_hdr) {
        if (kind == 1) {
            int r = start_session(st, s, d);
            if (r == -1) free(d);
            if (r == -2) { free(d); close_session(st, s); }
            return;
        }
        if (s->nhold >= HOLD_MAX) { free(d); return; }
        d->next = s->hold;
        s->hold = d;
        s->nhold++;
        return;
    }
    place(st, s, d);
}

static void usage(FILE *f)
{
    fputs("usage: trcrecv [-p Port] [-b Address] [-o Dir|File|-] [-1] [-t Seconds] [-v]\n"
          "  -p Port     UDP port (default 7557)\n"
          "  -b Address  bind address (default loopback: 127.0.0.1 and ::1; 0.0.0.0 or :: = all)\n"
          "  -o Out      directory for session files trc-SESSION.trc (default .);\n"
          "              with -1 also a file or - (standard output)\n"
          "  -1          receive one session, then exit\n"
          "  -t Seconds  close a session idle for this long (0 = never)\n"
          "  -v          per-session statistics on exit\n", f);
    trc_exit_help(f);
}

/* Open a UDP socket bound to host:port (v6only: IPv6 sockets take no IPv4); -1 on failure
 * (message printed if loud). */
static int open_sock(const char *host, const char *port, int loud, int v6only)
{
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICHOST;
    int g = getaddrinfo(host, port, &hints, &res);
    if (g) {
        if (loud) fprintf(stderr, "trcrecv: %s: %s\n", host, gai_strerror(g));
        return -1;
    }
    int fd = socket(res->ai_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd >= 0) {
        int one = 1, big = 8 << 20;
        if (res->ai_family == AF_INET6) {
            int v6 = v6only;
            setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &v6, sizeof v6);
        }
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &big, sizeof big);
        if (bind(fd, res->ai_addr, res->ai_addrlen) < 0) {
            if (loud) fprintf(stderr, "trcrecv: bind %s port %s: %s\n", host, port, strerror(errno));
            close(fd);
            fd = -1;
        }
    } else if (loud) fprintf(stderr, "trcrecv: socket: %s\n", strerror(errno));
    freeaddrinfo(res);
    return fd;
}

/* Check at start that the output can be written (docs/messages.md): the session files'
 * directory, or the -1 file's directory (a session arriving later would be lost).  0, or
 * -1 with a message. */
static int check_output(const recv_state *st)
{
    if (!strcmp(st->out, "-")) return 0;
    char dir[1024];
    if (st->out_is_dir) snprintf(dir, sizeof dir, "%s", st->out);
    else {
        const char *slash = strrchr(st->out, '/');
        if (!slash) snprintf(dir, sizeof dir, ".");
        else snprintf(dir, sizeof dir, "%.*s", (int)(slash - st->out) + (slash == st->out), st->out);
        struct stat fb;
        if (stat(st->out, &fb) == 0 && access(st->out, W_OK) != 0) {
            fprintf(stderr, "trcrecv: %s: cannot write: %s\n", st->out, strerror(errno));
            return -1;
        }
    }
    struct stat db;
    if (stat(dir, &db) != 0 || !S_ISDIR(db.st_mode) || access(dir, W_OK | X_OK) != 0) {
        int e = errno;
        if (stat(dir, &db) == 0 && !S_ISDIR(db.st_mode)) e = ENOTDIR;
        fprintf(stderr, "trcrecv: %s: cannot create files in %s: %s\n", st->out, dir, strerror(e));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    recv_state st;
    memset(&st, 0, sizeof st);
    const char *port = "7557", *bindaddr = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return TRC_EXIT_OK; }
        else if (!strcmp(a, "-1")) st.once = 1;
        else if (!strcmp(a, "-v")) st.verbose = 1;
        else if ((!strcmp(a, "-p") || !strcmp(a, "-b") || !strcmp(a, "-o") || !strcmp(a, "-t")) && v) {
            i++;
            if (a[1] == 'p') {
                char *e;
                long n = strtol(v, &e, 10);
                if (*e || n < 1 || n > 65535) { fprintf(stderr, "trcrecv: bad port '%s'\n", v); return TRC_EXIT_USAGE; }
                port = v;
            } else if (a[1] == 'b') bindaddr = v;
            else if (a[1] == 'o') st.out = v;
            else {
                char *e;
                long n = strtol(v, &e, 10);
                if (*e || n < 0 || n > 86400 * 365) { fprintf(stderr, "trcrecv: bad seconds '%s'\n", v); return TRC_EXIT_USAGE; }
                st.idle = (int)n;
            }
        } else { usage(stderr); return TRC_EXIT_USAGE; }
    }
    if (!st.out) st.out = ".";
    struct stat sb;
    st.out_is_dir = stat(st.out, &sb) == 0 && S_ISDIR(sb.st_mode);
    if (!st.once && !st.out_is_dir) {
        if (stat(st.out, &sb) != 0) {   /* nothing there: say so, not "not a directory" */
            fprintf(stderr, "trcrecv: %s: %s\n", st.out, strerror(errno));
            return TRC_EXIT_OUTPUT;
        }
        fprintf(stderr, "trcrecv: %s: not a directory (a file or - needs -1)\n", st.out);
        return TRC_EXIT_USAGE;
    }
    if (st.once && !strcmp(st.out, "-") && isatty(STDOUT_FILENO)) {
        fprintf(stderr, "trcrecv: binary output to a terminal\n");
        return TRC_EXIT_USAGE;
    }
    if (check_output(&st) != 0) return TRC_EXIT_OUTPUT;
    int socks[MAX_SOCKS], ns = 0;
    if (bindaddr) {
        if ((socks[0] = open_sock(bindaddr, port, 1, 0)) < 0) return TRC_EXIT_INPUT;
        ns = 1;
    } else {
        int a = open_sock("127.0.0.1", port, 1, 1);
        if (a < 0) return TRC_EXIT_INPUT;
        socks[ns++] = a;
        int b = open_sock("::1", port, 0, 1);   /* optional: hosts without IPv6 loopback */
        if (b >= 0) socks[ns++] = b;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    uint8_t *buf = malloc(DG_MAX);
    if (!buf) return TRC_EXIT_INTERNAL;
    int interrupted = 0;
    while (!st.finished && st.status == 0) {
        if (stop_flag) { interrupted = 1; break; }
        struct pollfd pf[MAX_SOCKS];
        for (int i = 0; i < ns; i++) { pf[i].fd = socks[i]; pf[i].events = POLLIN; pf[i].revents = 0; }
        int r = poll(pf, (nfds_t)ns, 200);
        if (r < 0 && errno != EINTR) { fprintf(stderr, "trcrecv: poll: %s\n", strerror(errno)); st.status = TRC_EXIT_INPUT; break; }
        for (int i = 0; r > 0 && i < ns; i++) {
            if (!(pf[i].revents & POLLIN)) continue;
            for (int burst = 0; burst < 256 && !st.finished; burst++) {
                struct sockaddr_storage from;
                socklen_t flen = sizeof from;
                ssize_t n = recvfrom(socks[i], buf, DG_MAX, MSG_DONTWAIT, (struct sockaddr *)&from, &flen);
                if (n < 0) break;
                on_datagram(&st, buf, (size_t)n, &from, flen);
            }
        }
        time_t now = time(NULL);
        for (session *s = st.sessions, *nx; s; s = nx) {
            nx = s->next;
            if (st.idle && now - s->last_rx >= st.idle) { close_session(&st, s); continue; }
            if (s->have_hdr && now != s->last_flush) {
                if (trc_trclog_writer_flush(s->w) < 0) {
                    fprintf(stderr, "trcrecv: %s: %s\n", s->path, trc_trclog_writer_error(s->w));
                    st.status = TRC_EXIT_OUTPUT;
                }
                s->last_flush = now;
            }
        }
    }
    while (st.sessions) close_session(&st, st.sessions);
    for (int i = 0; i < ns; i++) close(socks[i]);
    free(buf);
    (void)interrupted;
    return st.status;
}
