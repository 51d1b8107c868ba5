# bench/local.mk -- benchmarks (not built by default): `make bench`.
# (the generators and the reader are built by `make check` too: tests/bench.sh runs the
# bench on a small trace)
check_PROGRAMS += bench/gen_trclog bench/gen_mix bench/gen_ctf bench/read_trclog
# the same-work limit (bench/README.md): hand-written programs printing trcrpt's bytes for
# one mix each; tests/bench.sh checks with cmp that they still do
check_PROGRAMS += bench/limit_sample bench/limit_mix bench/limit_rich bench/limit_json
bench_limit_sample_SOURCES = bench/limit_sample.c bench/limit.h
bench_limit_mix_SOURCES = bench/limit_mix.c bench/limit.h
bench_limit_rich_SOURCES = bench/limit_rich.c bench/limit.h
bench_limit_json_SOURCES = bench/limit_json.c bench/limit.h
EXTRA_PROGRAMS =
bench_gen_trclog_SOURCES = bench/gen_trclog.c
bench_gen_mix_SOURCES = bench/gen_mix.c
bench_gen_ctf_SOURCES = bench/gen_ctf.c
bench_read_trclog_SOURCES = bench/read_trclog.c
bench_read_trclog_LDADD = libtrcfmt.la
CLEANFILES += bench/gen_trclog$(EXEEXT) bench/gen_mix$(EXEEXT) bench/gen_ctf$(EXEEXT) bench/read_trclog$(EXEEXT)
CLEANFILES += bench/limit_sample$(EXEEXT) bench/limit_mix$(EXEEXT) bench/limit_rich$(EXEEXT) bench/limit_json$(EXEEXT)
EXTRA_DIST += bench/run.sh bench/README.md bench/where.sh bench/tmplset.sh bench/mix.tmpl
EXTRA_DIST += bench/limit.sh bench/mix-w.tmpl bench/mix-rich.tmpl
# Every bench row in one command: throughput, --jobs, peak RSS, instructions per event
# (bench/run.sh), --where (bench/where.sh), template-set loading (bench/tmplset.sh), the
# same-work limit (bench/limit.sh).
# BENCH_ARGS: bench/run.sh options (default --callgrind; `make bench BENCH_ARGS=` for
# wall-clock rows only).
BENCH_ARGS = --callgrind
bench: all bench/gen_trclog$(EXEEXT) bench/gen_mix$(EXEEXT) bench/gen_ctf$(EXEEXT) bench/read_trclog$(EXEEXT) \
	bench/limit_sample$(EXEEXT) bench/limit_mix$(EXEEXT) bench/limit_rich$(EXEEXT) bench/limit_json$(EXEEXT)
	$(SHELL) $(srcdir)/bench/run.sh $(BENCH_ARGS) $(top_builddir)
	$(SHELL) $(srcdir)/bench/where.sh $(top_builddir)
	$(SHELL) $(srcdir)/bench/tmplset.sh $(top_builddir)
	$(SHELL) $(srcdir)/bench/limit.sh $(BENCH_ARGS) $(top_builddir)
.PHONY: bench
# libtrc benchmark (docs/ref/runtime.md §9): `make bench-libtrc` (build with -O2 for real figures).
EXTRA_PROGRAMS += bench/libtrc_bench
bench_libtrc_bench_SOURCES = bench/libtrc_bench.c
bench_libtrc_bench_CPPFLAGS = $(AM_CPPFLAGS) -DBENCH_CFLAGS='"$(CFLAGS)"'
bench_libtrc_bench_LDADD = libtrc.la -lpthread
CLEANFILES += bench/libtrc_bench$(EXEEXT)
bench-libtrc: bench/libtrc_bench$(EXEEXT)
	bench/libtrc_bench$(EXEEXT) $(BENCH_LIBTRC_ARGS)
.PHONY: bench-libtrc
