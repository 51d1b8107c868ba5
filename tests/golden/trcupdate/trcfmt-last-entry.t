# issue 33 item 7: without -t, trcupdate edits the last entry of $TRCFMT (the user's layer,
# which wins over the earlier ones), and says so when there are several; the first entry
# (here the "shipped" file) is left as it was
=== file master.fmt
010 1.0 L=APPL "MASTER" X4
=== file mine.fmt
010 1.0 L=APPL "MINE" X4
=== file upd.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "MINE2" X4
=== cmd
TRCFMT=master.fmt::mine.fmt: trcupdate upd.trc && cat master.fmt mine.fmt
=== stdout
010 1.0 L=APPL "MASTER" X4
010 1.1 L=APPL "MINE2" X4
=== stderr
trcupdate: $TRCFMT has 2 entries: updating the last, mine.fmt (-t names another)
