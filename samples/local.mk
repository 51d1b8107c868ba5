# samples/local.mk -- the bundled sample: templates + trace text, assembled by `make`.
EXTRA_DIST += samples/example.tmpl samples/example.txt
noinst_DATA = samples/sample.fmt samples/example.trc
CLEANFILES += samples/sample.fmt samples/example.trc
samples/sample.fmt: $(srcdir)/templates/system.tmpl $(srcdir)/samples/example.tmpl
	$(AM_V_GEN)$(MKDIR_P) samples && cat $(srcdir)/templates/system.tmpl $(srcdir)/samples/example.tmpl > $@
samples/example.trc: $(srcdir)/samples/example.txt tools/trcasm$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) samples && tools/trcasm -o $@ $(srcdir)/samples/example.txt
# libtrc sample: an instrumented program and its templates (samples/libtrc/README.md).
noinst_PROGRAMS += samples/libtrc/webd-traced
samples_libtrc_webd_traced_SOURCES = samples/libtrc/webd-traced.c
samples_libtrc_webd_traced_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/runtime
samples_libtrc_webd_traced_LDADD = libtrc.la -lpthread
noinst_DATA += samples/libtrc/trc-all.fmt
CLEANFILES += samples/libtrc/trc-all.fmt
EXTRA_DIST += samples/libtrc/example.tmpl samples/libtrc/README.md
samples/libtrc/trc-all.fmt: $(srcdir)/templates/system.tmpl $(srcdir)/samples/libtrc/example.tmpl
	$(AM_V_GEN)$(MKDIR_P) samples/libtrc && cat $(srcdir)/templates/system.tmpl $(srcdir)/samples/libtrc/example.tmpl > $@
