# a label's \n is a line for paging (pagesize counts it), the same with --jobs=2 as with one
# job (issue 32: a raw LF in the label made --jobs=2 page differently)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -O ids=off,timestamp=3,pagesize=4 -t tpl.fmt in.trc > one && \
TRCFMT_JOBS_CHUNK=100 trcrpt --jobs=2 --quiet -O ids=off,timestamp=3,pagesize=4 -t tpl.fmt in.trc > two && \
cmp one two && cat one
=== file tpl.fmt
010 1.0 L=APPL "nl\nz" X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=01000000
ev t=1 hw=010A0001 d=01000000
ev t=2 hw=010A0002 d=01000000
ev t=3 hw=010A0003 d=01000000
ev t=4 hw=010A0004 d=01000000
ev t=5 hw=010A0005 d=01000000
=== stdout
Start time unknown

APPL    SYSCALL KERNEL  INTERRUPT

nl
z 00
nl
z 00

APPL    SYSCALL KERNEL  INTERRUPT

nl
z 00
nl
z 00

APPL    SYSCALL KERNEL  INTERRUPT

nl
z 00
nl
z 00
