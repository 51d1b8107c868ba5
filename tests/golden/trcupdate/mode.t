# The new template file keeps the mode of the old one (atomic replacement) and no
# temporary file is left in the directory.
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
=== cmd
chmod 640 my.fmt
trcupdate -t my.fmt u.trc && stat -c %a my.fmt && ls -A | grep -v "^\.exp$"
=== stdout
640
my.fmt
u.trc
u.undo.trc
