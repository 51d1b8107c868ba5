# formats/local.mk -- trace readers and the trclog writer (included by Makefile.am).
# trclog and raw AIX readers, the trclog writer, the shared input buffer.
libtrcfmt_la_SOURCES += formats/inbuf.c formats/inbuf.h formats/reader_int.h formats/synth.c formats/synth.h \
	formats/trclog.h formats/trclog_read.c formats/rsrc.c formats/trclog_write.c formats/aix_raw.c \
	formats/tmplembed.h formats/tmplembed.c
# Foreign readers (docs/foreign.md): S.Ha.R.K. FTrace and QNX .kev.
libtrcfmt_la_SOURCES += formats/foreign.h formats/foreign_int.h formats/foreign.c \
	formats/shark.c formats/qnx.c
# LTT trace directories (docs/foreign.md): reader, block walk, expat part, generated templates.
libtrcfmt_la_SOURCES += formats/ltt.h formats/ltt_int.h formats/ltt.c formats/ltt_xml.c formats/ltt_model.c \
	formats/ltt_tmpl.c formats/ltt_walk.c
# libtrc shared buffer files (docs/libtrc.md, trcshm): reader for -F trcshm.
libtrcfmt_la_SOURCES += formats/trcshm.h formats/trcshm.c
# Choosing a reader for a report input (-F, auto detection).
libtrcfmt_la_SOURCES += formats/input.h formats/input.c
