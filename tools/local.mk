# tools/local.mk -- the programs.
bin_PROGRAMS += tools/trcrpt
tools_trcrpt_SOURCES = tools/trcrpt.c
tools_trcrpt_LDADD = libtrcfmt.la
# trcasm: text form of trclog files and raw AIX streams (TRACELOG.md §6).
bin_PROGRAMS += tools/trcasm
tools_trcasm_SOURCES = tools/trcasm.c
tools_trcasm_LDADD = libtrcfmt.la
# trcrecv: UDP collector of libtrc sessions (REPORT.md §10), writes trclog files.
bin_PROGRAMS += tools/trcrecv
tools_trcrecv_SOURCES = tools/trcrecv.c
tools_trcrecv_LDADD = libtrcfmt.la
dist_man_MANS += man/trcasm.1
# trcupdate: applies update files to template files (REPORT.md §9).
bin_PROGRAMS += tools/trcupdate
tools_trcupdate_SOURCES = tools/trcupdate.c
tools_trcupdate_LDADD = libtrcfmt.la
