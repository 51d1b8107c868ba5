# runtime/local.mk -- libtrc, the tracing runtime applications link to (docs/libtrc.md).
# Self-contained: it does not link libtrcfmt.la (its trclog encoding lives in wire.c).
# libtrc_core.la (not installed) holds the objects, so white-box tests can call the
# internal functions; libtrc.la exports only the public API (runtime/trc.h).
noinst_LTLIBRARIES += libtrc_core.la
libtrc_core_la_SOURCES = runtime/trc_int.h runtime/options.c runtime/clock.c \
	runtime/wire.c runtime/sink.c runtime/ring.c runtime/drain.c runtime/api.c \
	runtime/tmpl.c
lib_LTLIBRARIES += libtrc.la
include_HEADERS += runtime/trc.h
pkgconfig_DATA += libtrc.pc
libtrc_la_SOURCES =
libtrc_la_LIBADD = libtrc_core.la -lpthread
libtrc_la_LDFLAGS = -version-info 1:0:0
# `make installcheck`: the README's way to build a program against the installed libtrc --
# pkg-config from $(libdir)/pkgconfig, an rpath for a prefix the loader does not search --
# on the libtrc sample; the program runs, and the installed trcrpt reports its trace with
# no unknown record.
installcheck-libtrc:
	PKG_CONFIG_PATH='$(libdir)/pkgconfig' $(PKG_CONFIG) --exists libtrc
	$(CC) -o installcheck-webd '$(srcdir)/samples/libtrc/webd-traced.c' \
	  `PKG_CONFIG_PATH='$(libdir)/pkgconfig' $(PKG_CONFIG) --cflags --libs libtrc` -lpthread \
	  -Wl,-rpath,'$(libdir)'
	rm -f installcheck-webd.trc
	TRC_OPTIONS=file=installcheck-webd.trc ./installcheck-webd > /dev/null
	'$(bindir)/trcrpt' -t '$(srcdir)/samples/libtrc/example.tmpl' installcheck-webd.trc \
	  > /dev/null 2> installcheck-webd.err
	grep -q ' unknown=0 ' installcheck-webd.err
	rm -f installcheck-webd installcheck-webd.trc installcheck-webd.err
.PHONY: installcheck-libtrc
