# Several lines and tabs in the compiled form (docs/interpreter.md §The compiled form):
# \n opens a line at the level a level token after text set, \t fills to the next tab
# stop of its line's indent (3, 11, 19 ... in an L=0 event), with fields, in SWITCH cases
# and after them.  A form with \n is the VM's (the report's one-line layout never takes
# it); 075, one line with a tab, takes the line form (lineform 1).  A level token at the
# start of a line is the interpreter's (074): 6 of the 7 records are compiled, in the text
# report and in json.  tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet -h -t tpl.fmt in.trc
trcrpt --quiet --output=json -t tpl.fmt in.trc | sed 's/.*"level"://;s/,"elapsed_ns".*"text"/ "text"/;s/,"env".*//'
=== file tpl.fmt
070 1.0 L=APPL "NL" a=X1 \n b=X1 \t c=X1
071 1.0 L=SVC "LV" x=X1 L=KERN \n y=X1 \n\t z=Z
072 1.0 L=0 "Z0" \t a \t b=X1 \t end
073 1.0 L=APPL "SW" $D1, 1 { one \n sub=X1 }, \* { other } tail \n last=X1
074 1.0 L=APPL "LV0" a \n L=INT b=X1
075 1.0 L=SVC "TB" a=X1 \t b=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=070E0000 d=01020304
ev t=1 hw=071E0000 d=01020304 str="zz\0"
ev t=2 hw=072E0000 d=01020304
ev t=3 hw=073E0000 d=00000001,05060708
ev t=4 hw=073E0000 d=00000002,05060708
ev t=5 hw=074E0000 d=09000000
ev t=6 hw=075E0000 d=0A0B0000
=== stdout
070        0.000000000       0.000000  NL a=00
                                       b=00    c=01
071        0.000000001       0.000001          LV x=00
                                                       y=00
                                                               z=....zz
Z0 a       b=00    end
073        0.000000003       0.000001  SW one
                                       sub=00 tail
                                       last=00
073        0.000000004       0.000001  SW other tail
                                       last=00
074        0.000000005       0.000001  LV0 a
                                                               b=00
075        0.000000006       0.000001          TB a=00 b=00
"APPL" "text":"NL a=00\nb=00    c=01","fields":{"a":"00","b":"00","c":"01"}
"SVC" "text":"LV x=00\ny=00\n        z=....zz","fields":{"x":"00","y":"00","z":"....zz"}
"0" "text":"Z0 a       b=00    end","fields":{"b":"00"}
"APPL" "text":"SW one\nsub=00 tail\nlast=00","fields":{"sub":"00","last":"00"}
"APPL" "text":"SW other tail\nlast=00","fields":{"last":"00"}
"APPL" "text":"LV0 a\nb=00","fields":{"b":"00"}
"SVC" "text":"TB a=00 b=00","fields":{"a":"00","b":"00"}
=== lineform
1
=== compiled
12
