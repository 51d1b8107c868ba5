# samples/local.mk -- build fragment for samples/ (included by Makefile.am).
