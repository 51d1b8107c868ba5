# Applying the undo file with -o restores the previous file byte for byte (replaced
# stanzas with continuations and inner comments, an indented stanza, added stanzas,
# several operations on one ID, a file without a final newline).
=== file my.fmt noeol
# templates
010 1.0 L=APPL "A" \
# note \
    X2 \
    X4

   011 1.0 L=APPL "indented" U4
# trailing comment
012 1.0 L=APPL "LAST" X1
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X2
+ 010 1.2 L=APPL "A3" \
   X4
+ 011 1.1 L=APPL "re-indented" U2
+ 0A0 1.0 "added"
+ 012 1.5 L=APPL "LAST2" X2
+ 0A1 1.0 "added too"
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc || exit 1
cat my.fmt; echo; echo ---
cat u.undo.trc; echo ---
trcupdate -o -t my.fmt u.undo.trc || exit 1
cmp my.fmt orig.fmt && echo identical
=== stdout
# templates
010 1.2 L=APPL "A3" \
   X4

   011 1.1 L=APPL "re-indented" U2
# trailing comment
012 1.5 L=APPL "LAST2" X2
0A0 1.0 "added"
0A1 1.0 "added too"
---
* /etc/trcfmt
- 0A1
+012 1.0 L=APPL "LAST" X1
- 0A0
+011 1.0 L=APPL "indented" U4
+010 1.1 L=APPL "A2" X2
+010 1.0 L=APPL "A" \
# note \
    X2 \
    X4
---
identical
=== stderr
u.trc:3:3: warning: hook 010 redefined (first defined at line 2)
+ 010 1.2 L=APPL "A3" \
  ^
u.undo.trc:7:2: warning: hook 010 redefined (first defined at line 6)
+010 1.0 L=APPL "A" \
 ^
