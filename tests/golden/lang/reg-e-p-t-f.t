# %E %P %T of macro values (size ignored); %F4/%F8 reinterpret the low 32/64 bits (Linux host)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL {{ $e = 2 }} $e%E4 {{ $u = 99999 }} $u%E1 $u%P4 {{ $t = 0 }} $t%T4 {{ $m = -1 }} $m%T8 \
  {{ $f = 0x3FC00000 }} $f%F4 {{ $g = 0x4000000000000000 }} $g%F8 {{ $x = 0x123FC00000 }} $x%F4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=00000000
=== stdout
ENOENT 99999 99999 1970-01-01T00:00:00Z 1969-12-31T23:59:59Z 1.5000E+00 2.00000000E+00 1.5000E+00
=== stderr
=== status
0
