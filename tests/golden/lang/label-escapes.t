# \n and \t in a label act as in a descriptor string (docs/language.md "Escapes in labels"):
# \n ends the line (the next starts at the level's offset), \t goes to the next tab stop;
# a label never prints a raw LF or TAB, so paging counts its lines (issue 32)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc && \
trcrpt --no-fuse --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=SVC "nl\nz" X1 "s\nt"
011 1.0 L=APPL 't\tab' X1 "t\tab"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=01000000
ev t=1 hw=011A0000 d=02000000
=== stdout
        nl
        z 00 s
        t
t       ab 00 t ab
        nl
        z 00 s
        t
t       ab 00 t ab
