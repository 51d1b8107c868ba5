# errors on continued lines cite the physical line and column; tabs before the column are repeated in the caret line
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "x" \
    X2 \
# a comment line between continued lines
	Y2, 1 a, \
		2 \*
011 1.0 L=APPL	fine
012 1.0 L=APPL a \
		{ b \
   c d
013	1.0	L=APPL	"tab
=== stderr
tpl.fmt:5:5: error: wildcard outside SWITCH
		2 \*
		  ^
tpl.fmt:8:3: error: missing }
		{ b \
		^
tpl.fmt:10:16: error: unterminated string
013	1.0	L=APPL	"tab
   	   	      	^
tpl.fmt: 1 template, 3 errors, 0 warnings
=== status
3
