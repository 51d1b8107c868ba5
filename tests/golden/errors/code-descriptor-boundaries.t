# every boundary of §6.2 that is valid: no diagnostic
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X0 X16 B8.0 B0.1 B7.8 B8 A0 A0.1 A1 A1.0 A3.9 D8 U1 o2 F4 F8 T4 T8 E1 E4 P4 P8 S1 S2 S4 Z HB HT G0.7 O3.2 R0 W5 G4
=== stderr
tpl.fmt: 1 template, 0 errors, 0 warnings
=== status
0
