# trcupdate --split DIR -t FILE: one per-hook file per ID (several stanzas of one ID in one
# file, comment lines directly above a stanza with it, the leading block with the first);
# the directory loads as the same set (same --dump-code and report); DIR must be empty
=== cmd
trcupdate --split d -t all.fmt; echo "status $?"
ls d
cat d/010.tmpl
echo ---
cat d/011.tmpl
trcrpt --dump-code -t all.fmt > one.code && trcrpt --dump-code -t d > dir.code && cmp one.code dir.code && echo same code
trcupdate --split d -t all.fmt; echo "status $?"
=== file all.fmt
# my templates
# (a leading block)

# the open hook
010 1.0 L=APPL "OPEN" fd=$D1%D4 \
    flags=$D2%X4
# a comment separated from the next stanza

# subroutine of 010's callers
1FF 1.0 "" sub
011 1.0 L=APPL "READ" $1FF {{ twice(v) $v $v }} twice($D1)
# 010 again: later wins inside one file
010 1.1 L=APPL "OPEN2" $D1%D4
=== stdout
status 0
010.tmpl
011.tmpl
1FF.tmpl
# my templates
# (a leading block)

# the open hook
010 1.0 L=APPL "OPEN" fd=$D1%D4 \
    flags=$D2%X4
# a comment separated from the next stanza

# 010 again: later wins inside one file
010 1.1 L=APPL "OPEN2" $D1%D4
---
011 1.0 L=APPL "READ" $1FF {{ twice(v) $v $v }} twice($D1)
same code
status 5
=== stderr
all.fmt:13:1: warning: hook 010 redefined (first defined at line 5)
010 1.1 L=APPL "OPEN2" $D1%D4
^
all.fmt:13:1: warning: hook 010 redefined (first defined at line 5)
010 1.1 L=APPL "OPEN2" $D1%D4
^
d/010.tmpl:10:1: warning: hook 010 redefined (first defined at line 5)
010 1.1 L=APPL "OPEN2" $D1%D4
^
all.fmt:13:1: warning: hook 010 redefined (first defined at line 5)
010 1.1 L=APPL "OPEN2" $D1%D4
^
trcupdate: d: directory not empty
