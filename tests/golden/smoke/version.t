# trcrpt --version prints the package version
=== cmd
trcrpt --version
=== stdout
trcrpt (trcfmt) 0.1.0
