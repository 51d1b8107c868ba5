# the template file comes from -t, else $TRCFMT; an unreadable file exits 3
=== cmd
TRCFMT=env.fmt trcrpt -c
trcrpt -c -t opt.fmt
TRCFMT=env.fmt trcrpt -c -t opt.fmt
trcrpt -c -t missing.fmt
echo "exit $?"
=== file env.fmt
010 1.0 L=APPL from the environment
=== file opt.fmt
010 1.0 L=APPL from the option
011 1.0 L=APPL second
=== stdout
exit 3
=== stderr
env.fmt: 1 template, 0 errors, 0 warnings
opt.fmt: 2 templates, 0 errors, 0 warnings
opt.fmt: 2 templates, 0 errors, 0 warnings
trcrpt: missing.fmt: No such file or directory
