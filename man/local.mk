# man/local.mk -- the manual pages, installed by `make install` (trcasm.1 is listed in
# tools/local.mk).  Checked by tests/man.sh.
dist_man_MANS += man/trcrpt.1 man/trcupdate.1 man/trcrecv.1
dist_man_MANS += man/trcfmt.5
dist_man_MANS += man/libtrc.3
