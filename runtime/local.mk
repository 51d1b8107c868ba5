# runtime/local.mk -- build fragment for runtime/ (included by Makefile.am).
noinst_HEADERS += runtime/record.h
libtrcfmt_la_SOURCES += runtime/inbuf.c runtime/inbuf.h runtime/srcimpl.h \
	runtime/trclog.h runtime/trclog_read.c runtime/trclog_write.c runtime/aix_raw.c
# The text report and end-of-run summary (REPORT.md §3, §7).
libtrcfmt_la_SOURCES += runtime/report.h runtime/report.c
