# grammar/local.mk -- build fragment for grammar/ (included by Makefile.am).
# The template-language front end: logical lines, flex scanner, bison parser, AST dump,
# diagnostics.  lexer.c, parser.c and parser.h are generated in the build tree.
noinst_HEADERS += grammar/ast.h grammar/diag.h grammar/parse.h grammar/gram.h
libtrcfmt_la_SOURCES += grammar/source.c grammar/gram.c grammar/diag.c grammar/parse.c \
	grammar/ast_dump.c grammar/lexer.l grammar/parser.y
AM_YFLAGS = -d -Wno-yacc
BUILT_SOURCES += grammar/parser.h
# Text-preserving template-file edits for trcupdate (update application, undo file).
noinst_HEADERS += grammar/tmplfile.h
libtrcfmt_la_SOURCES += grammar/tmplfile.c
