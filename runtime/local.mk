# runtime/local.mk -- build fragment for runtime/ (included by Makefile.am).
noinst_HEADERS += runtime/record.h
libtrcfmt_la_SOURCES += runtime/inbuf.c runtime/inbuf.h runtime/srcimpl.h \
	runtime/trclog.h runtime/trclog_read.c runtime/trclog_write.c runtime/aix_raw.c
# Foreign readers (FOREIGN.md §2, §3): S.Ha.R.K. FTrace and QNX .kev.
libtrcfmt_la_SOURCES += runtime/foreign.h runtime/foreign_int.h runtime/foreign.c \
	runtime/shark.c runtime/qnx.c
# The text report and end-of-run summary (REPORT.md §3, §7).
libtrcfmt_la_SOURCES += runtime/report.h runtime/report.c
# LTT trace directories (FOREIGN.md §4): reader, expat part, generated templates.
libtrcfmt_la_SOURCES += runtime/ltt.h runtime/ltt_int.h runtime/ltt.c runtime/ltt_xml.c \
	runtime/ltt_tmpl.c
# Choosing a reader for a report input (-F, auto detection).
libtrcfmt_la_SOURCES += runtime/input.h runtime/input.c
# Template files of a report (master + shipped foreign files, --dump-templates).  An
# uninstalled binary finds the shipped files in the source tree (runtime/tmplset.h).
libtrcfmt_la_SOURCES += runtime/tmplset.h runtime/tmplset.c
AM_CPPFLAGS += -DTRC_SRCDIR='"$(abs_top_srcdir)"' -DTRC_BUILDDIR='"$(abs_top_builddir)"'
# Record selection (-C -d -k -p -T -s -e), the -m merge feed, colours, -v lines, progress.
libtrcfmt_la_SOURCES += runtime/select.h runtime/select.c runtime/merge.h runtime/merge.c \
	runtime/rptaux.h runtime/rptaux.c runtime/parallel.h runtime/parallel.c
# Structured outputs (--output=json|csv|chrome), -r binary output, -j listing (REPORT.md
# §1.1, §4.2, §5) and the exit-status table (REPORT.md §8).
libtrcfmt_la_SOURCES += runtime/out.h runtime/out_int.h runtime/out_common.c \
	runtime/out_json.c runtime/out_csv.c runtime/out_chrome.c runtime/out_raw.c \
	runtime/out_sink.c runtime/exitcodes.h runtime/exitcodes.c
# libtrc shared buffer files (RUNTIME.md §8 trcshm): reader for -F trcshm.
libtrcfmt_la_SOURCES += runtime/trcshm.h runtime/trcshm.c
