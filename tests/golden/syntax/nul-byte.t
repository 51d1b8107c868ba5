# a NUL byte is a syntax error (docs/ref/language.md §1.1); the logical line holding it is skipped,
# also inside a comment line (printed here with NUL shown as @)
=== cmd
printf '010 1.0 L=APPL a\000b\n011 1.0 L=APPL ok\n# comment \000\n012 1.0 L=APPL x \\\n  y\000z\n' > tpl.fmt
trcrpt -c -t tpl.fmt 2> err
echo "exit $?"
tr '\000' '@' < err
=== stdout
exit 3
tpl.fmt:1:17: error: NUL byte in template file
010 1.0 L=APPL a@b
                ^
tpl.fmt:3:11: error: NUL byte in template file
# comment @
          ^
tpl.fmt:5:4: error: NUL byte in template file
  y@z
   ^
tpl.fmt: 1 template, 3 errors, 0 warnings
