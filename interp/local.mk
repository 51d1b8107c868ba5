# interp/local.mk -- build fragment for interp/ (included by Makefile.am).
# Semantic checker and the shared builtin / predefined-macro tables.
libtrcfmt_la_SOURCES += interp/check.c interp/check.h \
	interp/builtins_table.c interp/builtins_table.h
