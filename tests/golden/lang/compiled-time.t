# %T on $Dn, $HD and a macro standing for $D1 in the compiled form (docs/interpreter.md
# §The compiled form): the UTC time writer the interpreter uses (trc_fmt_time), on a
# generic entry ($D2 absent: 0) and past 2038.  tests/fuse.sh checks the same bytes with
# --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
030 1.0 L=APPL "T" a=$D1%T8 b=$D2%T4 h=$HD%T4 x=X1
031 1.0 L=APPL "T64" {{ $t = $D1 }} t=$t%T8 c=$CPUID%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=030E0000 d=5F000000,00000000
ev t=1 hw=03010004 d=5F000000
ev t=2 hw=030EFFFF d=FFFFFFFF,7FFFFFFF,1,2,3
ev t=3 cpu=1 hw=031E0000 d=80000000
=== stdout
030        0.000000000       0.000000  T a=2020-07-04T04:05:20Z b=1970-01-01T00:00:00Z h=1970-01-01T00:00:00Z x=00
030        0.000000001       0.000001  T a=2020-07-04T04:05:20Z b=1970-01-01T00:00:00Z h=1970-01-01T00:00:04Z x=00
030        0.000000002       0.000001  T a=2106-02-07T06:28:15Z b=2038-01-19T03:14:07Z h=1970-01-01T18:12:15Z x=FF
031        0.000000003       0.000001  T64 t=2038-01-19T03:14:08Z c=1
=== lineform
4
