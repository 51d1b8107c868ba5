# interp/local.mk -- build fragment for interp/ (included by Makefile.am).
# Semantic checker and the shared builtin / predefined-macro tables.
libtrcfmt_la_SOURCES += interp/check.c interp/check.h \
	interp/builtins_table.c interp/builtins_table.h
# Compiler, disassembler, VM, format codes, event text and run state (the interpreter).
libtrcfmt_la_SOURCES += interp/opcodes.h interp/program.h interp/compile.c interp/dump.c \
	interp/vm.h interp/vmint.h interp/vm.c interp/codes.c interp/text.h interp/text.c \
	interp/state.h interp/state.c
# The -n symbol file ($SVC names).
libtrcfmt_la_SOURCES += interp/symtab.h interp/symtab.c
# --where predicates: keys, checks, compilation into the set (docs/where.md).
libtrcfmt_la_SOURCES += interp/where.h interp/where.c
