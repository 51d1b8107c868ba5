# common/: arena, growable buffer, calendar arithmetic, the record model, hook ids.
libtrcfmt_la_SOURCES += common/arena.c common/arena.h common/buf.c common/buf.h common/civil.h common/sat.h \
	common/digits.c common/digits.h \
	common/record.h common/hookid.c common/hookid.h
