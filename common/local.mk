# common/: arena and growable buffer shared by every module.
libtrcfmt_la_SOURCES += common/arena.c common/arena.h common/buf.c common/buf.h
