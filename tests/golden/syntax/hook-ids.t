# invalid hook ids (§4.1), one error per line
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
000 1.0 zero
0011 1.0 four digits below 1000 ending in non-zero
0FFFF 1.0 five digits starting with 0
12 1.0 short
123456 1.0 long
xyz 1.0 not hex
"010" 1.0 quoted
L=APPL 1.0 level first
0100 1.0 L=APPL valid: same as 010
=== stderr
tpl.fmt:1:1: error: invalid hook id '000'
000 1.0 zero
^
tpl.fmt:2:1: error: invalid hook id '0011'
0011 1.0 four digits below 1000 ending in non-zero
^
tpl.fmt:3:1: error: invalid hook id '0FFFF'
0FFFF 1.0 five digits starting with 0
^
tpl.fmt:4:1: error: invalid hook id '12'
12 1.0 short
^
tpl.fmt:5:1: error: invalid hook id '123456'
123456 1.0 long
^
tpl.fmt:6:1: error: invalid hook id 'xyz'
xyz 1.0 not hex
^
tpl.fmt:7:1: error: invalid hook id '"010"'
"010" 1.0 quoted
^
tpl.fmt:8:1: error: invalid hook id 'L=APPL'
L=APPL 1.0 level first
^
tpl.fmt: 1 template, 8 errors, 0 warnings
=== status
3
