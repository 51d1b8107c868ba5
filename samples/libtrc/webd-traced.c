/* webd-traced.c -- an instrumented example program for libtrc (docs/ref/runtime.md): a pretend web
 * server whose acceptor and worker threads record fixed hooks (TRCHKL*) and generic
 * entries (TRCGEN) on channel 0.  Untraced unless TRC_OPTIONS is set, e.g.
 *   TRC_OPTIONS=file=t.trc ./samples/libtrc/webd-traced
 *   tools/trcrpt -t samples/libtrc/trc-all.fmt t.trc
 * Hooks (templates in samples/libtrc/example.tmpl): 020 start, 021 accept, 022 request
 * (generic: the request line), 023 response, 024 worker idle, 025 stop.
 * Owns: nothing but itself (a sample, not installed). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <trc.h>

#define HKWD_WEBD_START 0x02000000u
#define HKWD_WEBD_ACCEPT 0x02100000u
#define HKWD_WEBD_REQUEST 0x02200000u
#define HKWD_WEBD_RESPONSE 0x02300000u
#define HKWD_WEBD_IDLE 0x02400000u
#define HKWD_WEBD_STOP 0x02500000u
#define NWORKERS 3
#define NCONN 12

/* One worker thread's share of the pretend connections. */
typedef struct worker {
    unsigned id;            /* worker number (1..NWORKERS) */
    unsigned served;        /* connections it answered */
    unsigned long bytes;    /* bytes it "sent" */
} worker;

static const char *const paths[] = { "/index.html", "/logo.png", "/api/items", "/missing" };

/* Pretend to serve connections id-1, id-1+NWORKERS, ... */
static void *worker_main(void *arg)
{
    worker *w = arg;
    char name[32];
    snprintf(name, sizeof name, "worker-%u", w->id);
    trc_thread_name(name);
    for (unsigned c = w->id - 1; c < NCONN; c += NWORKERS) {
        char line[64];
        const char *p = paths[c % 4];
        int n = snprintf(line, sizeof line, "%s %s", c % 3 == 2 ? "POST" : "GET", p);
        TRCGEN(0, HKWD_WEBD_REQUEST, c, (unsigned long)n, line);
        unsigned status = strcmp(p, "/missing") ? 200 : 404;
        unsigned long sent = status == 200 ? 512 + 100ul * c : 0;
        volatile unsigned long spin = 0;       /* the "work" */
        for (unsigned long i = 0; i < 20000; i++) spin += i;
        TRCHKL3(HKWD_WEBD_RESPONSE, c, status, sent);
        w->served++;
        w->bytes += sent;
    }
    TRCHKL0(HKWD_WEBD_IDLE | w->id);
    return NULL;
}

int main(void)
{
    trc_thread_name("acceptor");
    TRCHKL2(HKWD_WEBD_START, 8080, NWORKERS);
    for (unsigned c = 0; c < NCONN; c++) TRCHKL2T(HKWD_WEBD_ACCEPT, c, 40000 + c);
    pthread_t th[NWORKERS];
    worker w[NWORKERS];
    for (unsigned i = 0; i < NWORKERS; i++) {
        memset(&w[i], 0, sizeof w[i]);
        w[i].id = i + 1;
        pthread_create(&th[i], NULL, worker_main, &w[i]);
    }
    unsigned served = 0;
    for (unsigned i = 0; i < NWORKERS; i++) {
        pthread_join(th[i], NULL);
        served += w[i].served;
    }
    TRCHKL1(HKWD_WEBD_STOP, served);
    printf("webd-traced: served %u connections\n", served);
    return 0;                   /* libtrc's atexit handler closes the channel */
}
