# interp/local.mk -- build fragment for interp/ (included by Makefile.am).
# Semantic checker and the shared builtin / predefined-macro tables.
libtrcfmt_la_SOURCES += interp/check.c interp/check.h interp/check_tables.c interp/checkint.h \
	interp/swvalue.h interp/swvalue.c \
	interp/builtins_table.c interp/builtins_table.h \
	interp/purity.c interp/purity.h
# Compiler, disassembler, VM, format codes, event text and run state (the interpreter).
libtrcfmt_la_SOURCES += interp/opcodes.h interp/program.h interp/compile.c interp/dump.c \
	interp/vm.h interp/field.h interp/vmint.h interp/vm.c interp/vmsvc.c interp/vmquery.c interp/special.c interp/builtins.c interp/vmwhere.c interp/codes.c interp/text.h interp/text.c \
	interp/state.h interp/state.c interp/fuse.h interp/fuseint.h interp/fuse.c interp/fuseswitch.c interp/fuseexpr.c interp/fuserun.c interp/arith.h interp/lineform.h
# The -n symbol file ($SVC names).
libtrcfmt_la_SOURCES += interp/symtab.h interp/symtab.c
# --where predicates: keys, checks, compilation into the set (docs/where.md).
libtrcfmt_la_SOURCES += interp/where.h interp/where.c interp/wherekeys.h interp/wherekeys.c
# Template sets: sources, directories, layers, the built-in layer (docs/templates.md).
libtrcfmt_la_SOURCES += interp/tset.h interp/tset.c
# The built-in layer is the shipped master file's text, compiled in (generated, not kept).
nodist_libtrcfmt_la_SOURCES = interp/builtin_tmpl.c
BUILT_SOURCES += interp/builtin_tmpl.c
CLEANFILES += interp/builtin_tmpl.c
interp/builtin_tmpl.c: $(top_srcdir)/templates/system.tmpl
	$(AM_V_GEN)mkdir -p interp && { \
	  echo '/* Generated from templates/system.tmpl by interp/local.mk: do not edit. */'; \
	  echo '#include <stddef.h>'; \
	  echo 'const char trc_builtin_tmpl[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $(top_srcdir)/templates/system.tmpl; \
	  echo '    "";'; \
	  echo 'const size_t trc_builtin_tmpl_len = sizeof trc_builtin_tmpl - 1;'; \
	} > $@-t && mv $@-t $@
