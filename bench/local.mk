# bench/local.mk -- benchmarks (not built by default): `make bench`.
EXTRA_PROGRAMS = bench/gen_trclog
bench_gen_trclog_SOURCES = bench/gen_trclog.c
CLEANFILES += bench/gen_trclog$(EXEEXT)
EXTRA_DIST += bench/run.sh
bench: all bench/gen_trclog$(EXEEXT)
	$(SHELL) $(srcdir)/bench/run.sh $(top_builddir)
.PHONY: bench
