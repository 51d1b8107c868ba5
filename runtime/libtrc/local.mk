# runtime/libtrc/local.mk -- libtrc, the tracing runtime applications link to (RUNTIME.md).
# Self-contained: it does not link libtrcfmt.la (its trclog encoding lives in sink.c).
lib_LTLIBRARIES += libtrc.la
include_HEADERS += runtime/trc.h
pkgconfig_DATA += libtrc.pc
libtrc_la_SOURCES = runtime/libtrc/trc_int.h runtime/libtrc/options.c runtime/libtrc/ring.c \
	runtime/libtrc/drain.c runtime/libtrc/sink.c runtime/libtrc/api.c
libtrc_la_LIBADD = -lpthread
libtrc_la_LDFLAGS = -version-info 1:0:0
