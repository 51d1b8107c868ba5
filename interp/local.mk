# interp/local.mk -- build fragment for interp/ (included by Makefile.am).
