# builtins called with a number of arguments outside their signature (§11.3); the last line is valid
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL setdelim()
011 1.0 L=APPL setdelim(0, 1)
012 1.0 L=APPL starttimer(1)
013 1.0 L=APPL endtimer(1, 2, 3)
014 1.0 L=APPL pidinstall(1, 2)
015 1.0 L=APPL pidinstall(1, 2, "p", 4, 5, 6, 7)
016 1.0 L=APPL tidinstall(1, 2)
017 1.0 L=APPL phase()
018 1.0 L=APPL phase("B", "n", 3)
019 1.0 L=APPL setdelim(0) starttimer(1, 2) endtimer(1, 2) pidinstall(1, 2, "p") pidinstall(1, 2, "p", 4, 5, 6) tidinstall(1, 2, "t") phase("B") phase("E", "n") setdelim(1)
=== stderr
tpl.fmt:1:16: error: wrong number of arguments to setdelim
010 1.0 L=APPL setdelim()
               ^
tpl.fmt:2:16: error: wrong number of arguments to setdelim
011 1.0 L=APPL setdelim(0, 1)
               ^
tpl.fmt:3:16: error: wrong number of arguments to starttimer
012 1.0 L=APPL starttimer(1)
               ^
tpl.fmt:4:16: error: wrong number of arguments to endtimer
013 1.0 L=APPL endtimer(1, 2, 3)
               ^
tpl.fmt:5:16: error: wrong number of arguments to pidinstall
014 1.0 L=APPL pidinstall(1, 2)
               ^
tpl.fmt:6:16: error: wrong number of arguments to pidinstall
015 1.0 L=APPL pidinstall(1, 2, "p", 4, 5, 6, 7)
               ^
tpl.fmt:7:16: error: wrong number of arguments to tidinstall
016 1.0 L=APPL tidinstall(1, 2)
               ^
tpl.fmt:8:16: error: wrong number of arguments to phase
017 1.0 L=APPL phase()
               ^
tpl.fmt:9:16: error: wrong number of arguments to phase
018 1.0 L=APPL phase("B", "n", 3)
               ^
tpl.fmt: 1 template, 9 errors, 0 warnings
=== status
3
