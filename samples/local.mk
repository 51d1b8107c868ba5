# samples/local.mk -- the bundled sample: a per-hook template directory + trace text.
# samples/sample.fmt is the same set as one file (the master file, then samples/webd/*.tmpl
# in byte-wise order), for the tests and benchmarks that want one file.
SAMPLE_TMPL = samples/webd/010.tmpl samples/webd/011.tmpl samples/webd/012.tmpl \
	samples/webd/013.tmpl samples/webd/014.tmpl samples/webd/015.tmpl \
	samples/webd/016.tmpl samples/webd/017.tmpl samples/webd/018.tmpl \
	samples/webd/019.tmpl samples/webd/01A.tmpl samples/webd/01B.tmpl \
	samples/webd/01C.tmpl samples/webd/01D.tmpl samples/webd/01E.tmpl \
	samples/webd/01F.tmpl samples/webd/functions.tmpl
EXTRA_DIST += $(SAMPLE_TMPL) samples/example.txt
noinst_DATA = samples/sample.fmt samples/example.trc
CLEANFILES += samples/sample.fmt samples/example.trc
samples/sample.fmt: $(srcdir)/templates/system.tmpl $(SAMPLE_TMPL:%=$(srcdir)/%)
	$(AM_V_GEN)$(MKDIR_P) samples && cat $(srcdir)/templates/system.tmpl $(SAMPLE_TMPL:%=$(srcdir)/%) > $@
samples/example.trc: $(srcdir)/samples/example.txt tools/trcasm$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) samples && tools/trcasm -o $@ $(srcdir)/samples/example.txt
# `make perfetto`: the sample as Chrome Trace Event JSON, samples/example.json, for
# ui.perfetto.dev ("Open trace file"); samples/perfetto.sh does it for any trace.
EXTRA_DIST += samples/perfetto.sh
CLEANFILES += samples/example.json
perfetto: samples/example.trc tools/trcrpt$(EXEEXT)
	TRCRPT=tools/trcrpt $(SHELL) $(srcdir)/samples/perfetto.sh -t $(srcdir)/samples/webd \
	    samples/example.trc samples/example.json
.PHONY: perfetto
# libtrc sample: an instrumented program and its templates (samples/libtrc/README.md).
noinst_PROGRAMS += samples/libtrc/webd-traced
samples_libtrc_webd_traced_SOURCES = samples/libtrc/webd-traced.c
samples_libtrc_webd_traced_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/runtime
samples_libtrc_webd_traced_LDADD = libtrc.la -lpthread
# -no-install: a real program in place (no libtool wrapper), so the trace's Command line
# names samples/libtrc/webd-traced and not .libs/lt-webd-traced
samples_libtrc_webd_traced_LDFLAGS = -no-install
noinst_DATA += samples/libtrc/trc-all.fmt
CLEANFILES += samples/libtrc/trc-all.fmt
EXTRA_DIST += samples/libtrc/example.tmpl samples/libtrc/README.md
# A curt-like summary from trcrpt --stats (README.md, "Statistics"; run by `make demo`).
EXTRA_DIST += samples/curt.sh
samples/libtrc/trc-all.fmt: $(srcdir)/templates/system.tmpl $(srcdir)/samples/libtrc/example.tmpl
	$(AM_V_GEN)$(MKDIR_P) samples/libtrc && cat $(srcdir)/templates/system.tmpl $(srcdir)/samples/libtrc/example.tmpl > $@
# Foreign-format samples (README.md, "Foreign traces"): samples/mkforeign writes the QNX
# trace samples/webd.kev and the LTT trace directory samples/ltt-webd/ (docs/ref/foreign.md
# §3, §4); `make` builds them, `make demo` reports them.
noinst_PROGRAMS += samples/mkforeign
samples_mkforeign_SOURCES = samples/mkforeign.c
noinst_DATA += samples/webd.kev samples/ltt-webd/cpu/0
CLEANFILES += samples/webd.kev
samples/webd.kev: samples/mkforeign$(EXEEXT)
	$(AM_V_GEN)samples/mkforeign kev $@
samples/ltt-webd/cpu/0: samples/mkforeign$(EXEEXT)
	$(AM_V_GEN)rm -rf samples/ltt-webd && samples/mkforeign ltt samples/ltt-webd
clean-local: clean-foreign-samples
clean-foreign-samples:
	rm -rf samples/ltt-webd
.PHONY: clean-foreign-samples
