# tabs before the error column are repeated in the caret line
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010	1.0	L=APPL	X2	D3
	011 1.0	L=APPL	{{ $HD = 1 }}
=== stderr
tpl.fmt:1:19: error: invalid format code 'D3'
010	1.0	L=APPL	X2	D3
   	   	      	  	^
tpl.fmt:2:20: error: macro $HD is read-only
	011 1.0	L=APPL	{{ $HD = 1 }}
	       	      	   ^
tpl.fmt: 0 templates, 2 errors, 0 warnings
=== status
3
