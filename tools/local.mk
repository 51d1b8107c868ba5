# tools/local.mk -- the programs.
bin_PROGRAMS += tools/trcrpt
tools_trcrpt_SOURCES = tools/trcrpt.c
tools_trcrpt_LDADD = libtrcfmt.la
