# report/local.mk -- the report: layout, selection, feed/merge, --jobs, output writers.
# The text report and end-of-run summary (docs/report.md).
libtrcfmt_la_SOURCES += report/repsets.h report/repsets.c
libtrcfmt_la_SOURCES += report/report.h report/report.c report/repbase.c report/driver.c report/range.c report/repwork.c report/summary.h report/summary.c
# --where: the key values of a record (docs/where.md).
libtrcfmt_la_SOURCES += report/where_env.h report/where_env.c
# Template files of a report (master + shipped foreign files, --dump-templates).  An
# uninstalled binary finds the shipped files in the source tree (report/tmplset.h); the
# paths come from the generated common/paths.h (common/local.mk).
libtrcfmt_la_SOURCES += report/tmplset.h report/tmplset.c report/embedtext.h report/embedtext.c
# Record selection (-C -d -k -p -T -s -e), the record feed (-m merge), colours, -v lines,
# progress, --jobs.
libtrcfmt_la_SOURCES += report/select.h report/select.c report/feed.h report/feed.c report/order.h report/order.c \
	report/rptaux.h report/rptaux.c report/cells.h report/hookcount.h report/hookcount.c report/parallel.h report/parallel.c report/rptopt.c report/rep_int.h report/rep_state.h report/columns.h
# Structured outputs (--output=json|csv|chrome), -r binary output, -j listing.
libtrcfmt_la_SOURCES += report/out.h report/out_int.h report/out_common.c \
	report/out_fields.c report/out_json.c report/out_csv.c report/out_chrome.c report/out_perfetto.c report/out_raw.c \
	report/out_sink.c report/out_part.c
# --stats: counting and pairing, the printed tables, --stats-merge (docs/report.md).
libtrcfmt_la_SOURCES += report/stats.h report/stats_int.h report/stats.c report/stats_out.c \
	report/stats_merge.c report/repstats.c
