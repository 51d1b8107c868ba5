# Where an added ID goes in a directory: DIR/ID.tmpl (ID as displayed); when that file
# exists already (holding other IDs), the stanza is appended to it.  An empty directory
# takes new IDs too.  -x prints templates from every file of a directory.
=== file d/0fe.tmpl
0FF 1.0 "other" D2
=== file d/0FE.tmpl
# named after 0FE but holding 0FD
0FD 1.0 "named" D2
=== file u.trc
* /etc/trcfmt
+ 0FE 1.0 "NEW" D2
+ 1234 1.0 "BIG" D2
=== cmd
trcupdate -t d u.trc; echo "exit $?"
for f in $(find d -name '*.tmpl' | sort); do echo "== $f"; cat "$f"; done
mkdir empty
trcupdate -t empty u.trc; echo "exit $?"
ls empty
trcupdate -t d -x 0FD,0FE,0FF,1234,0AA; echo "exit $?"
=== stdout
exit 0
== d/0FE.tmpl
# named after 0FE but holding 0FD
0FD 1.0 "named" D2
0FE 1.0 "NEW" D2
== d/0fe.tmpl
0FF 1.0 "other" D2
== d/1234.tmpl
1234 1.0 "BIG" D2
exit 0
0FE.tmpl
1234.tmpl
0FD 1.0 "named" D2
0FE 1.0 "NEW" D2
0FF 1.0 "other" D2
1234 1.0 "BIG" D2
exit 0
=== stderr
d/0FE.tmpl:1:1: warning: file name says 0FE but it defines template 0FD, not 0FE
# named after 0FE but holding 0FD
^
d/0fe.tmpl:1:1: warning: file name says 0FE but it defines template 0FF, not 0FE
0FF 1.0 "other" D2
^
trcupdate: warning: no template files in empty
d/0fe.tmpl:1:1: warning: file name says 0FE but it defines template 0FF, not 0FE
0FF 1.0 "other" D2
^
trcupdate: d: no template 0AA
