# A template file larger than 64 MiB (docs/fuzzing.md, resource limits) is refused before
# it is read, as a file or from a pipe: exit 3 with the file named, never an
# out-of-memory kill (a 16 MiB file takes about 0.5 GiB to check).
=== cmd
truncate -s 67108865 huge.tmpl
trcrpt -c -t huge.tmpl; echo "exit $?"
head -c 67108865 /dev/zero | trcrpt -c -t -; echo "exit $?"
=== stdout
exit 3
exit 3
=== stderr
trcrpt: huge.tmpl: larger than 64 MiB (the limit for a template file)
trcrpt: -: larger than 64 MiB (the limit for a template file)
