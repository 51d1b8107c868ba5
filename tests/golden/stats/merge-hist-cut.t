# --stats-merge on a file that ends inside a hist pair, before its first number and with
# no line end (CI's fuzz smoke, regress/statsmerge/hist-number-at-end: the number reader
# looked at the byte past the input for a '-'): an error at the end, exit 4.
=== cmd
printf '{"table":"stats","version":1,"events":0,"by":null}\n{"table":"spans","hist":[[' > cut.json
trcrpt --stats-merge cut.json; echo "status $?"
printf '{"table":"stats","version":1,"events":0,"by":null}\n{"table":"spans","hist":[[-' > cut2.json
trcrpt --stats-merge cut2.json; echo "status $?"
=== stdout
status 4
status 4
=== stderr
trcrpt: cut.json:2:27: bad number
trcrpt: cut2.json:2:27: bad number
