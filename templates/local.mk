# templates/local.mk -- shipped template files.  system.tmpl is the master file,
# installed as $(sysconfdir)/trcfmt; foreign-format files go to $(pkgdatadir).
EXTRA_DIST += templates/system.tmpl

install-data-local: install-master-templates
install-master-templates:
	$(MKDIR_P) '$(DESTDIR)$(sysconfdir)'
	$(INSTALL_DATA) '$(srcdir)/templates/system.tmpl' '$(DESTDIR)$(sysconfdir)/trcfmt'
uninstall-local: uninstall-master-templates
uninstall-master-templates:
	rm -f '$(DESTDIR)$(sysconfdir)/trcfmt'
.PHONY: install-master-templates uninstall-master-templates
