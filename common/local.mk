# common/: arena, growable buffer and calendar arithmetic shared by every module.
libtrcfmt_la_SOURCES += common/arena.c common/arena.h common/buf.c common/buf.h common/civil.h
