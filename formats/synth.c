/* synth.c -- owns the synthetic 00C/006 records of the readers (formats/synth.h). */
#include "formats/synth.h"
#include <string.h>

void trc_synth_00c(trc_record *rec, uint8_t *fb, trc_byteorder bo, unsigned reason,
                   uint64_t skipped, uint64_t offset, uint64_t ticks, uint16_t flags)
{
    memset(rec, 0, sizeof *rec);
    trc_put16(fb, 0x8000, bo);
    trc_put16(fb + 2, 16, bo);
    trc_put16(fb + 4, 0x00C0, bo);
    trc_put16(fb + 6, (uint16_t)reason, bo);
    trc_put64(fb + 8, skipped, bo);
    trc_put64(fb + 16, offset, bo);
    rec->ticks = ticks;
    rec->pid = TRC_PID_UNKNOWN;
    rec->tid = TRC_TID_UNKNOWN;
    rec->cpu = TRC_CPU_UNKNOWN;
    rec->flags = (uint16_t)(TRC_EF_E64 | TRC_EF_SYNTH | TRC_EF_NOTS | flags);
    rec->made = 1;
    rec->hook = 0x000C0;
    rec->bo = bo;
    rec->fb = fb;
    rec->len = TRC_SYNTH_00C_LEN;
    rec->offset = offset;
    rec->fb_offset = offset;
}

/* v saturated to 32 bits. */
static uint32_t sat32(uint64_t v)
{
    return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

void trc_synth_006(trc_record *rec, uint8_t *fb, trc_byteorder bo, int env, unsigned reason,
                   uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4, uint64_t ticks,
                   uint16_t cpu, uint64_t offset, uint16_t flags)
{
    memset(rec, 0, sizeof *rec);
    rec->flags = (uint16_t)(TRC_EF_SYNTH | flags);
    rec->made = 1;
    if (env == 64) {
        trc_put16(fb, 0x8000, bo);
        trc_put16(fb + 2, 32, bo);
        trc_put16(fb + 4, 0x0060, bo);
        trc_put16(fb + 6, (uint16_t)reason, bo);
        trc_put64(fb + 8, d1, bo);
        trc_put64(fb + 16, d2, bo);
        trc_put64(fb + 24, d3, bo);
        trc_put64(fb + 32, d4, bo);
        rec->flags |= TRC_EF_E64;
        rec->len = TRC_SYNTH_006_LEN;
    } else {
        trc_put16(fb, 0x006E, bo);
        trc_put16(fb + 2, (uint16_t)reason, bo);
        trc_put32(fb + 4, sat32(d1), bo);
        trc_put32(fb + 8, sat32(d2), bo);
        trc_put32(fb + 12, sat32(d3), bo);
        trc_put32(fb + 16, sat32(d4), bo);
        trc_put32(fb + 20, 0, bo);
        rec->len = 24;
    }
    rec->ticks = ticks;
    rec->pid = TRC_PID_UNKNOWN;
    rec->tid = TRC_TID_UNKNOWN;
    rec->cpu = cpu;
    rec->hook = 0x00060;
    rec->bo = bo;
    rec->fb = fb;
    rec->offset = offset;
    rec->fb_offset = offset;
}
