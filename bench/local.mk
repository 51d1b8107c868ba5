# bench/local.mk -- benchmarks (not built by default): `make bench`.
EXTRA_PROGRAMS = bench/gen_trclog
bench_gen_trclog_SOURCES = bench/gen_trclog.c
CLEANFILES += bench/gen_trclog$(EXEEXT)
EXTRA_DIST += bench/run.sh
bench: all bench/gen_trclog$(EXEEXT)
	$(SHELL) $(srcdir)/bench/run.sh $(top_builddir)
.PHONY: bench
# libtrc benchmark (RUNTIME.md §9): `make bench-libtrc` (build with -O2 for real figures).
EXTRA_PROGRAMS += bench/libtrc_bench
bench_libtrc_bench_SOURCES = bench/libtrc_bench.c
bench_libtrc_bench_CPPFLAGS = $(AM_CPPFLAGS) -DBENCH_CFLAGS='"$(CFLAGS)"'
bench_libtrc_bench_LDADD = libtrc.la -lpthread
CLEANFILES += bench/libtrc_bench$(EXEEXT)
bench-libtrc: bench/libtrc_bench$(EXEEXT)
	bench/libtrc_bench$(EXEEXT) $(BENCH_LIBTRC_ARGS)
.PHONY: bench-libtrc
