/* field.h -- owns trc_field, one field an event captured: what the VM and the compiled
 * form write (interp/vm.h, interp/lineform.h) and an FCLOSE op of the field line form
 * carries (interp/fuse.h), without the VM's header. */
#ifndef TRC_FIELD_H
#define TRC_FIELD_H
#include <stdint.h>

/* A field captured from a `name=` data item (docs/ref/report.md §5.1). */
typedef struct trc_field {
    const char *name;    /* field name (in the program set's arena) */
    uint32_t name_len;   /* its length */
    uint32_t off;        /* value text: offset in the event text buffer */
    uint32_t len;        /* value length */
    uint16_t base;       /* base of the number its code printed (16, 10, 8), 0: text */
    uint16_t num;        /* 1: the value is one decimal integer as the compiled form prints
                            it (an optional '-', no leading zero): trc_out_field_num need
                            not look (0: it looks) */
} trc_field;

#endif
