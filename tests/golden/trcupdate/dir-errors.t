# Refusals on a directory change nothing and exit 3: an ID defined in two files of the
# directory (the set does not load), and an update line with an error against the set
# (a call of a user function defined in another file of the directory, wrong arity).
=== file d/a.tmpl
011 1.0 "one" D2
=== file d/b.tmpl
011 1.1 "two" D2
=== file e/010.tmpl
010 1.0 L=APPL "A" X4
=== file e/functions.tmpl
0FE 1.0 "" {{ ipv4($a) $a%W24.31 }}
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
=== file bad.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" addr=ipv4(1, 2)
=== cmd
cp -R d d.orig; cp -R e e.orig
trcupdate -t d u.trc; echo "exit $?"
trcupdate -t e bad.trc; echo "exit $?"
diff -r d d.orig && diff -r e e.orig && echo "nothing changed"
ls u.undo.trc bad.undo.trc 2>&1 | sed 's/.*cannot access/cannot access/'
=== stdout
exit 3
exit 3
nothing changed
cannot access 'u.undo.trc': No such file or directory
cannot access 'bad.undo.trc': No such file or directory
=== stderr
d/b.tmpl:1:1: error: template 011 already defined at d/a.tmpl:1:1
011 1.1 "two" D2
^
bad.trc:2:28: error: wrong number of arguments to ipv4
+ 010 1.1 L=APPL "A2" addr=ipv4(1, 2)
                           ^
