# runtime/local.mk -- libtrc, the tracing runtime applications link to (docs/libtrc.md).
# Self-contained: it does not link libtrcfmt.la (its trclog encoding lives in wire.c).
# libtrc_core.la (not installed) holds the objects, so white-box tests can call the
# internal functions; libtrc.la exports only the public API (runtime/trc.h).
noinst_LTLIBRARIES += libtrc_core.la
libtrc_core_la_SOURCES = runtime/trc_int.h runtime/options.c runtime/clock.c \
	runtime/wire.c runtime/sink.c runtime/ring.c runtime/drain.c runtime/api.c
lib_LTLIBRARIES += libtrc.la
include_HEADERS += runtime/trc.h
pkgconfig_DATA += libtrc.pc
libtrc_la_SOURCES =
libtrc_la_LIBADD = libtrc_core.la -lpthread
libtrc_la_LDFLAGS = -version-info 1:0:0
