# A template file larger than 64 MiB (docs/fuzzing.md, resource limits) is refused before
# it is read, as a file or from a pipe: exit 3 with the file named, never an
# out-of-memory kill (a 16 MiB file takes about 0.5 GiB to check); an update file that
# large: trcupdate exit 4 (an unreadable update file), the template untouched.
=== cmd
truncate -s 67108865 huge.tmpl
trcrpt -c -t huge.tmpl; echo "exit $?"
head -c 67108865 /dev/zero | trcrpt -c -t -; echo "exit $?"
printf '010 1.0 L=APPL "A" X4\n' > my.fmt
truncate -s 67108865 huge.upd
trcupdate -t my.fmt huge.upd; echo "exit $?"
cat my.fmt
=== stdout
exit 3
exit 3
exit 4
010 1.0 L=APPL "A" X4
=== stderr
trcrpt: huge.tmpl: larger than 64 MiB (the limit for a template file)
trcrpt: -: larger than 64 MiB (the limit for a template file)
trcupdate: huge.upd: larger than 64 MiB (the limit for a template file)
