# a function body numbers its own macros: more than 25 there is warned separately
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" {{ big($p01, $p02, $p03, $p04, $p05) \
  {{ $v06 = 1 }} {{ $v07 = 1 }} {{ $v08 = 1 }} {{ $v09 = 1 }} {{ $v10 = 1 }} {{ $v11 = 1 }} {{ $v12 = 1 }} {{ $v13 = 1 }} {{ $v14 = 1 }} {{ $v15 = 1 }} \
  {{ $v16 = 1 }} {{ $v17 = 1 }} {{ $v18 = 1 }} {{ $v19 = 1 }} {{ $v20 = 1 }} {{ $v21 = 1 }} {{ $v22 = 1 }} {{ $v23 = 1 }} {{ $v24 = 1 }} {{ $v25 = 1 }} {{ $v26 = 1 }} {{ $v27 = 1 }} $p01 }} big(1)
=== stderr
tpl.fmt:3:156: warning: more than 25 macros in one template
  {{ $v16 = 1 }} {{ $v17 = 1 }} {{ $v18 = 1 }} {{ $v19 = 1 }} {{ $v20 = 1 }} {{ $v21 = 1 }} {{ $v22 = 1 }} {{ $v23 = 1 }} {{ $v24 = 1 }} {{ $v25 = 1 }} {{ $v26 = 1 }} {{ $v27 = 1 }} $p01 }} big(1)
                                                                                                                                                           ^
tpl.fmt: 1 template, 0 errors, 1 warning
=== status
0
