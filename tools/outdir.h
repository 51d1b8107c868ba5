/* outdir.h -- the output directory of `trcupdate --split` and `trcrpt --extract-templates`:
 * empty or absent (then made), never a directory holding anything. */
#ifndef TRC_OUTDIR_H
#define TRC_OUTDIR_H

/* 0 when dir is an empty directory or was absent and is now made; else 5 (TRC_EXIT_OUTPUT)
 * after `PROGdir: directory not empty` or `PROGdir: reason` on stderr (prog: "trcrpt: "). */
int trc_outdir_ready(const char *prog, const char *dir);

#endif
