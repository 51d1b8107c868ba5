# runtime/local.mk -- build fragment for runtime/ (included by Makefile.am).
noinst_HEADERS += runtime/record.h
