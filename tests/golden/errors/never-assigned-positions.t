# reads in back-quotes, LOOP counts, subjects, flag texts and call arguments also count
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL `v=$a` LOOP $b {X1} $c, 1 x
011 1.0 L=APPL BITFLAGS X1, 1 $d, 2 on $e setdelim($f)
012 1.0 L=APPL {{ $g = 1 }} `$g` LOOP $g {X1} $g, 1 x
=== stderr
tpl.fmt:1:19: warning: macro $a is never assigned
010 1.0 L=APPL `v=$a` LOOP $b {X1} $c, 1 x
                  ^
tpl.fmt:1:28: warning: macro $b is never assigned
010 1.0 L=APPL `v=$a` LOOP $b {X1} $c, 1 x
                           ^
tpl.fmt:1:36: warning: macro $c is never assigned
010 1.0 L=APPL `v=$a` LOOP $b {X1} $c, 1 x
                                   ^
tpl.fmt:2:31: warning: macro $d is never assigned
011 1.0 L=APPL BITFLAGS X1, 1 $d, 2 on $e setdelim($f)
                              ^
tpl.fmt:2:40: warning: macro $e is never assigned
011 1.0 L=APPL BITFLAGS X1, 1 $d, 2 on $e setdelim($f)
                                       ^
tpl.fmt:2:52: warning: macro $f is never assigned
011 1.0 L=APPL BITFLAGS X1, 1 $d, 2 on $e setdelim($f)
                                                   ^
tpl.fmt: 3 templates, 0 errors, 6 warnings
=== status
0
