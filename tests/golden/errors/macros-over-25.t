# more than 25 macros in one template: warning at the 26th (continued stanza: physical line/column); 25 are fine
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" \
  {{ $m01 = 1 }} {{ $m02 = 1 }} {{ $m03 = 1 }} {{ $m04 = 1 }} {{ $m05 = 1 }} {{ $m06 = 1 }} {{ $m07 = 1 }} {{ $m08 = 1 }} {{ $m09 = 1 }} {{ $m10 = 1 }} \
  {{ $m11 = 1 }} {{ $m12 = 1 }} {{ $m13 = 1 }} {{ $m14 = 1 }} {{ $m15 = 1 }} {{ $m16 = 1 }} {{ $m17 = 1 }} {{ $m18 = 1 }} {{ $m19 = 1 }} {{ $m20 = 1 }} \
  {{ $m21 = 1 }} {{ $m22 = 1 }} {{ $m23 = 1 }} {{ $m24 = 1 }} {{ $m25 = 1 }} {{ $m26 = 1 }} \
  $m01
011 1.0 L=APPL "" {{ $k01 = 1 }} {{ $k02 = 1 }} {{ $k03 = 1 }} {{ $k04 = 1 }} {{ $k05 = 1 }} {{ $k06 = 1 }} {{ $k07 = 1 }} {{ $k08 = 1 }} {{ $k09 = 1 }} {{ $k10 = 1 }} {{ $k11 = 1 }} {{ $k12 = 1 }} {{ $k13 = 1 }} \
  {{ $k14 = 1 }} {{ $k15 = 1 }} {{ $k16 = 1 }} {{ $k17 = 1 }} {{ $k18 = 1 }} {{ $k19 = 1 }} {{ $k20 = 1 }} {{ $k21 = 1 }} {{ $k22 = 1 }} {{ $k23 = 1 }} {{ $k24 = 1 }} {{ $k25 = 1 }} $k01
=== stderr
tpl.fmt:4:81: warning: more than 25 macros in one template
  {{ $m21 = 1 }} {{ $m22 = 1 }} {{ $m23 = 1 }} {{ $m24 = 1 }} {{ $m25 = 1 }} {{ $m26 = 1 }} \
                                                                                ^
tpl.fmt: 2 templates, 0 errors, 1 warning
=== status
0
