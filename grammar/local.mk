# grammar/local.mk -- build fragment for grammar/ (included by Makefile.am).
noinst_HEADERS += grammar/ast.h grammar/diag.h
