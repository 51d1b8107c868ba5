# tests/local.mk -- the test suite (TAP scripts; golden cases under tests/golden/).
TESTS += tests/golden.sh tests/fuse.sh
EXTRA_DIST += tests/golden.sh tests/fuse.sh tests/lib.sh tests/golden tests/fixtures
EXTRA_DIST += tests/unit/tap.h tests/unit/compile.h
# Foreign readers (S.Ha.R.K., QNX): unit tests in C, TAP through tests/foreign.sh.
check_PROGRAMS += tests/unit/foreign_test
tests_unit_foreign_test_SOURCES = tests/unit/foreign_test.c
tests_unit_foreign_test_LDADD = libtrcfmt.la
TESTS += tests/foreign.sh
EXTRA_DIST += tests/foreign.sh samples/shark-demo.ftrace samples/README-shark.md
# trclog reader/writer and raw AIX readers: unit test (prints TAP) + trcasm golden cases.
check_PROGRAMS += tests/unit/trclog_test
tests_unit_trclog_test_SOURCES = tests/unit/trclog_test.c
tests_unit_trclog_test_LDADD = libtrcfmt.la
TESTS += tests/unit/trclog_test.sh
EXTRA_DIST += tests/unit/trclog_test.sh
TESTS += tests/stanzas5000.sh
EXTRA_DIST += tests/stanzas5000.sh
# LTT trace directories: unit tests in C (generated traces), TAP through tests/ltt.sh.
check_PROGRAMS += tests/unit/ltt_test
tests_unit_ltt_test_SOURCES = tests/unit/ltt_test.c
tests_unit_ltt_test_LDADD = libtrcfmt.la
TESTS += tests/ltt.sh
EXTRA_DIST += tests/ltt.sh
# libtrc (docs/ref/runtime.md): unit/stress tests in C (TAP), trcrecv and trcrpt round trips in sh.
check_PROGRAMS += tests/unit/libtrc_test
tests_unit_libtrc_test_SOURCES = tests/unit/libtrc_test.c
tests_unit_libtrc_test_LDADD = libtrc.la libtrcfmt.la -lpthread
TESTS += tests/libtrc.sh
EXTRA_DIST += tests/libtrc.sh
TESTS += tests/libtrc-udp.sh
EXTRA_DIST += tests/libtrc-udp.sh
check_PROGRAMS += tests/unit/libtrc_ring_test
tests_unit_libtrc_ring_test_SOURCES = tests/unit/libtrc_ring_test.c
tests_unit_libtrc_ring_test_LDADD = libtrc_core.la libtrcfmt.la -lpthread
TESTS += tests/libtrc-ring.sh
EXTRA_DIST += tests/libtrc-ring.sh
TESTS += tests/libtrc-rpt.sh
EXTRA_DIST += tests/libtrc-rpt.sh
# Embedded template sets (issue 35): framing, libtrc's check and trc_embed_templates, the
# scenarios (tests/embed.sh) and the golden cases (tests/golden/embed/).
check_PROGRAMS += tests/unit/embed_test
tests_unit_embed_test_SOURCES = tests/unit/embed_test.c
tests_unit_embed_test_LDADD = libtrc_core.la libtrcfmt.la -lpthread
TESTS += tests/unit/embed_test.sh tests/embed.sh
EXTRA_DIST += tests/unit/embed_test.sh tests/embed.sh
# trcupdate: crash (temporary written, rename not done), lock and concurrency tests; its
# golden cases are under tests/golden/trcupdate/.
TESTS += tests/trcupdate-crash.sh tests/trcupdate-dir.sh
EXTRA_DIST += tests/trcupdate-crash.sh tests/trcupdate-dir.sh
# Damage: trcrpt on truncated / corrupted copies of the sample log (tests/damage.py).
TESTS += tests/damage.sh
# Source layout of issue 9: include order, file size, libraries name no program and never
# exit (tests/layout.sh reads the source tree).
TESTS += tests/layout.sh
EXTRA_DIST += tests/layout.sh
EXTRA_DIST += tests/damage.sh tests/damage.py
# Manual pages: groff/mandoc lint, trcrpt --help options documented, exit-status tables.
TESTS += tests/man.sh
EXTRA_DIST += tests/man.sh
# docs/ref: every section that comments, man pages and docs cite exists; docs/README.md
# lists every page.
TESTS += tests/docs-ref.sh
EXTRA_DIST += tests/docs-ref.sh tests/cite-sweep.py
# trcupdate's text splicing (grammar/tmplfile.c): random property tests in C (TAP).
check_PROGRAMS += tests/unit/tmplfile_test
tests_unit_tmplfile_test_SOURCES = tests/unit/tmplfile_test.c
tests_unit_tmplfile_test_LDADD = libtrcfmt.la
TESTS += tests/unit/tmplfile_test.sh
EXTRA_DIST += tests/unit/tmplfile_test.sh
# Run state (interp/state.c): per-CPU slots, the unknown CPU's own slot.
check_PROGRAMS += tests/unit/state_test
tests_unit_state_test_SOURCES = tests/unit/state_test.c
tests_unit_state_test_LDADD = libtrcfmt.la
TESTS += tests/unit/state_test.sh
EXTRA_DIST += tests/unit/state_test.sh
# Record selection, merging, --jobs and the progress line (docs/ref/report.md §1-§4, §6, §7): unit
# test of report/select.c (TAP), --jobs/progress script; golden cases in tests/golden/select/.
check_PROGRAMS += tests/unit/select_test
tests_unit_select_test_SOURCES = tests/unit/select_test.c
tests_unit_select_test_LDADD = libtrcfmt.la
TESTS += tests/unit/select_test.sh tests/select.sh tests/where.sh tests/jobs.sh tests/fastlane.sh tests/range.sh tests/partition.sh tests/dask.sh
EXTRA_DIST += tests/unit/select_test.sh tests/select.sh tests/where.sh tests/jobs.sh tests/fastlane.sh tests/range.sh tests/partition.sh tests/mixed-trace.sh tests/dask.sh tests/dask_test.py
check_PROGRAMS += tests/unit/progress_test
tests_unit_progress_test_SOURCES = tests/unit/progress_test.c
tests_unit_progress_test_LDADD = libtrcfmt.la
TESTS += tests/unit/progress_test.sh
# bench/run.sh end to end on a small trace (its generators are check programs, bench/local.mk)
TESTS += tests/bench.sh
EXTRA_DIST += tests/bench.sh
EXTRA_DIST += tests/unit/progress_test.sh
# samples/perfetto.sh and `make perfetto` (a trace as a file for ui.perfetto.dev)
TESTS += tests/perfetto.sh
# --output=perfetto decoded by protoc (tests/perfetto/: the schema and golden text)
TESTS += tests/perfetto-out.sh
EXTRA_DIST += tests/perfetto-out.sh tests/ptyrun.py tests/perfetto/trace.proto tests/perfetto/mixed.raw tests/perfetto/mixed.decode tests/perfetto/merge.decode tests/perfetto/typed.decode
EXTRA_DIST += tests/perfetto.sh
# Out of memory in the template front end: every allocation of a parse fails in turn (TAP).
check_PROGRAMS += tests/unit/gram_nomem_test
tests_unit_gram_nomem_test_SOURCES = tests/unit/gram_nomem_test.c
tests_unit_gram_nomem_test_LDADD = libtrcfmt.la
TESTS += tests/unit/gram_nomem_test.sh
EXTRA_DIST += tests/unit/gram_nomem_test.sh
check_PROGRAMS += tests/unit/parallel_test
tests_unit_parallel_test_SOURCES = tests/unit/parallel_test.c
tests_unit_parallel_test_LDADD = libtrcfmt.la -lpthread
TESTS += tests/unit/parallel_test.sh
EXTRA_DIST += tests/unit/parallel_test.sh
# trcrpt structured outputs, -r and -j checked by parsers (python3 json/csv); their exact
# bytes are pinned by tests/golden/output/.
TESTS += tests/outputs.sh
EXTRA_DIST += tests/outputs.sh
# trcshm: a SIGKILLed traced process leaves a shm file that trcrpt recovers (docs/ref/runtime.md §8).
TESTS += tests/trcshm-kill.sh
EXTRA_DIST += tests/trcshm-kill.sh
# Growable buffers on lent storage (common/buf.c, trc_buf_use).
check_PROGRAMS += tests/unit/buf_test
tests_unit_buf_test_SOURCES = tests/unit/buf_test.c
tests_unit_buf_test_LDADD = libtrcfmt.la
TESTS += tests/unit/buf_test.sh
EXTRA_DIST += tests/unit/buf_test.sh
check_PROGRAMS += tests/unit/pbenc_test
tests_unit_pbenc_test_SOURCES = tests/unit/pbenc_test.c
TESTS += tests/unit/pbenc_test.sh
EXTRA_DIST += tests/unit/pbenc_test.sh
# The compiled form's rare helpers: a segment's first read, TAB stops, NL's line table.
check_PROGRAMS += tests/unit/lineform_test
tests_unit_lineform_test_SOURCES = tests/unit/lineform_test.c
tests_unit_lineform_test_LDADD = libtrcfmt.la
TESTS += tests/unit/lineform_test.sh
EXTRA_DIST += tests/unit/lineform_test.sh
# Word-at-a-time JSON/CSV escaping and the digit/hex writers against byte-wise references.
check_PROGRAMS += tests/unit/fastfmt_test
tests_unit_fastfmt_test_SOURCES = tests/unit/fastfmt_test.c
tests_unit_fastfmt_test_LDADD = libtrcfmt.la
TESTS += tests/unit/fastfmt_test.sh
EXTRA_DIST += tests/unit/fastfmt_test.sh
check_PROGRAMS += tests/unit/hookcount_test
tests_unit_hookcount_test_SOURCES = tests/unit/hookcount_test.c
tests_unit_hookcount_test_LDADD = libtrcfmt.la
TESTS += tests/unit/hookcount_test.sh
EXTRA_DIST += tests/unit/hookcount_test.sh
# --stats: the log-linear histogram (common/hdrhist.c) against exact percentiles.
check_PROGRAMS += tests/unit/hdrhist_test
tests_unit_hdrhist_test_SOURCES = tests/unit/hdrhist_test.c
tests_unit_hdrhist_test_LDADD = libtrcfmt.la
TESTS += tests/unit/hdrhist_test.sh
EXTRA_DIST += tests/unit/hdrhist_test.sh
# Fuzz targets (docs/fuzzing.md): each replayed over its regression and seed inputs by a plain
# C driver in every build.
FUZZ_TARGETS = template vm tmplrec trclog aix trcshm shark qnx ltt lttxml trcupdate trcasm where cli statsmerge embed
check_PROGRAMS += tests/fuzz/replay
tests_fuzz_replay_SOURCES = tests/fuzz/replay.c tests/fuzz/fuzz.h tests/fuzz/fuzz_common.c \
	tools/trcasm_asm.c \
	tests/fuzz/fuzz_template.c tests/fuzz/fuzz_vm.c tests/fuzz/fuzz_tmplrec.c \
	tests/fuzz/fuzz_trclog.c tests/fuzz/fuzz_aix.c tests/fuzz/fuzz_trcshm.c \
	tests/fuzz/fuzz_shark.c tests/fuzz/fuzz_qnx.c tests/fuzz/fuzz_ltt.c \
	tests/fuzz/fuzz_lttxml.c tests/fuzz/fuzz_trcupdate.c tests/fuzz/fuzz_trcasm.c \
	tests/fuzz/fuzz_where.c tests/fuzz/fuzz_cli.c tests/fuzz/fuzz_statsmerge.c tests/fuzz/fuzz_embed.c
tests_fuzz_replay_LDADD = libtrctools.la libtrcfmt.la
tests/fuzz/fuzz_common.$(OBJEXT): common/paths.h
# libFuzzer binaries (./configure CC=clang-14 --enable-fuzzing; `make fuzz`, tests/fuzz/run.sh):
# each target with -DTRC_FUZZ_LIBFUZZER, linked with -fsanitize=fuzzer; built in fuzzing builds only.
FUZZ_BINS = tests/fuzz/fuzz-template tests/fuzz/fuzz-vm tests/fuzz/fuzz-tmplrec tests/fuzz/fuzz-trclog tests/fuzz/fuzz-aix \
	tests/fuzz/fuzz-trcshm tests/fuzz/fuzz-shark tests/fuzz/fuzz-qnx tests/fuzz/fuzz-ltt tests/fuzz/fuzz-lttxml \
	tests/fuzz/fuzz-trcupdate tests/fuzz/fuzz-trcasm tests/fuzz/fuzz-where tests/fuzz/fuzz-cli \
	tests/fuzz/fuzz-statsmerge tests/fuzz/fuzz-embed
FUZZ_CPPFLAGS = $(AM_CPPFLAGS) -DTRC_FUZZ_LIBFUZZER
FUZZ_LINK_FLAGS = -fsanitize=fuzzer,address,undefined
tests_fuzz_fuzz_template_SOURCES = tests/fuzz/fuzz_template.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_template_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_template_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_template_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_vm_SOURCES = tests/fuzz/fuzz_vm.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_vm_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_vm_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_vm_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_tmplrec_SOURCES = tests/fuzz/fuzz_tmplrec.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_tmplrec_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_tmplrec_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_tmplrec_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_trclog_SOURCES = tests/fuzz/fuzz_trclog.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_trclog_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_trclog_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_trclog_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_aix_SOURCES = tests/fuzz/fuzz_aix.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_aix_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_aix_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_aix_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_trcshm_SOURCES = tests/fuzz/fuzz_trcshm.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_trcshm_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_trcshm_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_trcshm_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_shark_SOURCES = tests/fuzz/fuzz_shark.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_shark_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_shark_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_shark_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_qnx_SOURCES = tests/fuzz/fuzz_qnx.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_qnx_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_qnx_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_qnx_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_ltt_SOURCES = tests/fuzz/fuzz_ltt.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_ltt_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_ltt_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_ltt_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_lttxml_SOURCES = tests/fuzz/fuzz_lttxml.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_lttxml_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_lttxml_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_lttxml_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_trcupdate_SOURCES = tests/fuzz/fuzz_trcupdate.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_trcupdate_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_trcupdate_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_trcupdate_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_trcasm_SOURCES = tests/fuzz/fuzz_trcasm.c tests/fuzz/fuzz_common.c tools/trcasm_asm.c
tests_fuzz_fuzz_trcasm_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_trcasm_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_trcasm_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_where_SOURCES = tests/fuzz/fuzz_where.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_where_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_where_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_where_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_cli_SOURCES = tests/fuzz/fuzz_cli.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_cli_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_cli_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_cli_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_statsmerge_SOURCES = tests/fuzz/fuzz_statsmerge.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_statsmerge_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_statsmerge_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_statsmerge_LDADD = libtrctools.la libtrcfmt.la
tests_fuzz_fuzz_embed_SOURCES = tests/fuzz/fuzz_embed.c tests/fuzz/fuzz_common.c
tests_fuzz_fuzz_embed_CPPFLAGS = $(FUZZ_CPPFLAGS)
tests_fuzz_fuzz_embed_LDFLAGS = $(FUZZ_LINK_FLAGS)
tests_fuzz_fuzz_embed_LDADD = libtrctools.la libtrcfmt.la
FUZZ_SECONDS = 60
FUZZ_RUN = FUZZ_SECONDS='$(FUZZ_SECONDS)' FUZZ_TARGETS='$(FUZZ_TARGETS)' \
	top_srcdir='$(abs_top_srcdir)' top_builddir='$(abs_top_builddir)' \
	$(SHELL) $(top_srcdir)/tests/fuzz/run.sh
if FUZZING
noinst_PROGRAMS += $(FUZZ_BINS)
# make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS='a b']: build the binaries, run each for N seconds
fuzz: $(FUZZ_BINS)
	$(FUZZ_RUN)
else
fuzz:
	@echo "make fuzz: configure with CC=clang-14 --enable-fuzzing (tests/fuzz/README.md)" >&2; exit 1
endif
.PHONY: fuzz
TESTS += tests/fuzz/replay.sh
EXTRA_DIST += tests/fuzz/replay.sh tests/fuzz/corpus tests/fuzz/regress tests/fuzz/README.md \
	tests/fuzz/run.sh tests/fuzz/mkseeds.py \
	tests/fuzz/template.dict tests/fuzz/vm.dict tests/fuzz/tmplrec.dict \
	tests/fuzz/trclog.dict tests/fuzz/aix.dict tests/fuzz/trcshm.dict tests/fuzz/shark.dict \
	tests/fuzz/qnx.dict tests/fuzz/ltt.dict tests/fuzz/lttxml.dict tests/fuzz/trcupdate.dict \
	tests/fuzz/trcasm.dict tests/fuzz/where.dict tests/fuzz/cli.dict tests/fuzz/statsmerge.dict
# The differential tester (tests/fuzz/README.md, "difftest"; issue 32): random template sets
# and traces reported in pairs of ways that must agree.  `make check` runs a fixed seed range
# (tests/difftest.sh); `make difftest [DIFFTEST_SECONDS=N] [DIFFTEST_SEED=N]` runs longer.
check_PROGRAMS += tests/fuzz/difftest
tests_fuzz_difftest_SOURCES = tests/fuzz/difftest.c tests/fuzz/difftest_gen.c tests/fuzz/difftest_views.c \
	tests/fuzz/difftest.h \
	tests/fuzz/fuzz.h tests/fuzz/fuzz_common.c tools/trcasm_asm.c
tests_fuzz_difftest_LDADD = libtrctools.la libtrcfmt.la
TESTS += tests/difftest.sh
EXTRA_DIST += tests/difftest.sh
DIFFTEST_SECONDS = 600
DIFFTEST_SEED = 1000000
difftest: tests/fuzz/difftest$(EXEEXT)
	nice -n 19 tests/fuzz/difftest --seed=$(DIFFTEST_SEED) --count=0 --seconds=$(DIFFTEST_SECONDS) \
		--out=tests/fuzz/difftest-out
.PHONY: difftest
# Messages that depend on a terminal (docs/messages.md); the others are golden cases under
# tests/golden/messages/.
TESTS += tests/messages.sh
EXTRA_DIST += tests/messages.sh
# Installation paths come from the generated common/paths.h (issue 15).
TESTS += tests/paths.sh
EXTRA_DIST += tests/paths.sh
# `make demo` reports one sample of each input format (issue 15).
TESTS += tests/demo.sh
EXTRA_DIST += tests/demo.sh
# README.md names only paths that exist; its commands run (issue 15).
TESTS += tests/readme.sh
EXTRA_DIST += tests/readme.sh
# Time order within one input: threads merged, the reorder window, -O order=file (issue 33).
TESTS += tests/order.sh
EXTRA_DIST += tests/order.sh
