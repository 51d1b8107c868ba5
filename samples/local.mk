# samples/local.mk -- the bundled sample: templates + trace text, assembled by `make`.
EXTRA_DIST += samples/example.tmpl samples/example.txt
noinst_DATA = samples/sample.fmt samples/example.trc
CLEANFILES += samples/sample.fmt samples/example.trc
samples/sample.fmt: $(srcdir)/templates/system.tmpl $(srcdir)/samples/example.tmpl
	$(AM_V_GEN)$(MKDIR_P) samples && cat $(srcdir)/templates/system.tmpl $(srcdir)/samples/example.tmpl > $@
samples/example.trc: $(srcdir)/samples/example.txt tools/trcasm$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) samples && tools/trcasm -o $@ $(srcdir)/samples/example.txt
