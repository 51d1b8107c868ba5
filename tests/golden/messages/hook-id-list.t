# -d and -k: a bad hook ID list says what a hook ID is (docs/messages.md)
=== cmd
trcrpt -d 31 x; echo status=$?
trcrpt -k 010,123456 x; echo status=$?
trcrpt -d 01G x
=== stdout
status=2
status=2
=== stderr
trcrpt: invalid -d list: 31 (a hook ID is 3 to 5 hex digits, e.g. 010 or 2F1A0; ranges ID-ID)
Try 'trcrpt --help' for more information.
trcrpt: invalid -k list: 010,123456 (a hook ID is 3 to 5 hex digits, e.g. 010 or 2F1A0; ranges ID-ID)
Try 'trcrpt --help' for more information.
trcrpt: invalid -d list: 01G (a hook ID is 3 to 5 hex digits, e.g. 010 or 2F1A0; ranges ID-ID)
Try 'trcrpt --help' for more information.
=== status
2
