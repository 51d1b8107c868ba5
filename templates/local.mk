# templates/local.mk -- build fragment for templates/ (included by Makefile.am).
