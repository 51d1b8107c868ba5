# tools/local.mk -- the programs.
# The exit-status table every program prints and returns (docs/report.md).
noinst_LTLIBRARIES += libtrctools.la
libtrctools_la_SOURCES = tools/exitcodes.h tools/exitcodes.c tools/outdir.h tools/outdir.c
bin_PROGRAMS += tools/trcrpt
tools_trcrpt_SOURCES = tools/trcrpt.c tools/hints.h tools/hints.c tools/trcrpt_embed.h tools/trcrpt_embed.c
tools_trcrpt_LDADD = libtrctools.la libtrcfmt.la
# trcasm: text form of trclog files and raw AIX streams (docs/ref/tracelog.md §6).
bin_PROGRAMS += tools/trcasm
tools_trcasm_SOURCES = tools/trcasm.c tools/trcasm_int.h tools/trcasm_asm.c tools/trcasm_dump.c
tools_trcasm_LDADD = libtrctools.la libtrcfmt.la
# trcrecv: UDP collector of libtrc sessions (docs/ref/report.md §10), writes trclog files.
bin_PROGRAMS += tools/trcrecv
tools_trcrecv_SOURCES = tools/trcrecv.c
tools_trcrecv_LDADD = libtrctools.la libtrcfmt.la
dist_man_MANS += man/trcasm.1
# trcupdate: applies update files to template files (docs/ref/report.md §9).
bin_PROGRAMS += tools/trcupdate
tools_trcupdate_SOURCES = tools/trcupdate.c tools/trcupdate_util.c tools/trcupdate_util.h \
	tools/trcupdate_dir.c tools/trcupdate_dir.h \
	tools/txn.c tools/txn.h
tools_trcupdate_LDADD = libtrctools.la libtrcfmt.la
