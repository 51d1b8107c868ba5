/* trcupdate_dir.h -- trcupdate's update of a directory template source
 * (tools/trcupdate_dir.c; docs/trcupdate.md "Directory sources"). */
#ifndef TRC_TRCUPDATE_DIR_H
#define TRC_TRCUPDATE_DIR_H
#include "tools/trcupdate_util.h"

/* Apply the parsed update `u` (named `uname`) to the directory template source `dir`,
 * writing the undo file `undo` (docs/trcupdate.md "Directory sources").  Returns the
 * exit status. */
int trcu_update_dir(const trcu_settings *s, const char *dir, trcu_loaded *u,
                    const char *uname, const char *undo);

#endif
