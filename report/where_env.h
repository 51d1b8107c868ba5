/* where_env.h -- the report's side of --where (docs/where.md): filling the key values a
 * predicate reads (interp/where.h) from a record and, after formatting, its event, the
 * same values the JSON Lines writer prints (docs/ref/report.md §5.1). */
#ifndef TRC_WHERE_ENV_H
#define TRC_WHERE_ENV_H
#include "interp/where.h"
#include "report/out.h"
#include "common/buf.h"

/* Fill w for e (e->ev NULL: before formatting, keys from the record's envelope).
 * `keys` is a bit mask of the keys to compute (the others are not touched: the code
 * does not read them); the text key is built in `scratch`, which must outlive the test. */
void trc_where_env_fill(trc_where_env *w, const trc_out_event *e, uint32_t keys, trc_buf *scratch);

#endif
