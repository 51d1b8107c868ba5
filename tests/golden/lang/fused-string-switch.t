# A SWITCH on a text in the line form (docs/interpreter.md §The compiled form): a macro
# assigned from an A code (the string register) or an A code as the subject; WORD,
# string and regex cases; the `*` case printing the macro; text after the SWITCH (each
# case goes on with it; no case matching: only it); an empty subject, control bytes, a
# leading blank, a short entry; a numeric SWITCH followed by text; the macro printed
# between literals; a case with a level (the interpreter); regexes that are a `^` and
# plain characters (compared as a prefix, one longer than the subject) among others.
# tests/fuse.sh checks the same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
030 1.0 L=APPL "REQ" G4 {{ $m = A4 }} $m, "GET " get, "POST" post, /^P/ other-p, \* `method $m` url=Z
031 1.0 L=APPL "DIRECT" G4 A4, GET get, "PUT " put, \* star rest=Z
032 1.0 L=APPL "NOSTAR" G4 {{ $m = A4 }} $m, "AB" { ab $m }, /x+/ xs after=$D1%D1
033 1.0 L=APPL "NUM" $D1, 1 one, 2 { two `glued` }, 3 $SKIP end=$D1%D1
034 1.0 L=SVC "PRINT" G4 {{ $m = A4 }} [ $m ] <$m> X1
035 1.0 L=APPL "LVL" G4 {{ $m = A4 }} $m, "KERN" { L=KERN kern }, \* { plain $m } tail
036 1.0 L=APPL "PFX" G4 {{ $m = A4 }} $m, /^ABCDE/ long, /^AB/ ab, /^A.C/ dot, /^$/ empty, \* other
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=03000000 str="GET /a\0"
ev t=1 hw=03000000 str="POST /b\0"
ev t=2 hw=03000000 str="PUT /c\0"
ev t=3 hw=03000000 str="DEL /d\0"
ev t=4 hw=03000000 str="\0\0\0\0/e\0"
ev t=5 hw=03000000 str="G\x01T /f\0"
ev t=6 hw=03000000 str=" GE /g\0"
ev t=7 hw=03000000 str="GE"
ev t=8 hw=03100000 str="GET xyz\0"
ev t=9 hw=03100000 str="PUT \0"
ev t=10 hw=03100000 str="ABCDefg"
ev t=11 hw=03200000 str="AB\0\0"
ev t=12 hw=03200000 str="axxb"
ev t=13 hw=03200000 str="none"
ev t=14 hw=03300000 d=00000001
ev t=15 hw=03300000 d=00000002
ev t=16 hw=03300000 d=00000003
ev t=17 hw=03300000 d=00000009
ev t=18 hw=03400000 str="a b\x01\x05"
ev t=19 hw=03400000 str="\0\0\0\0\x07"
ev t=20 hw=03500000 str="KERN"
ev t=21 hw=03500000 str="APPL"
ev t=22 hw=03600000 str="ABCD"
ev t=23 hw=03600000 str="AXCD"
ev t=24 hw=03600000 str="ZZZZ"
ev t=25 hw=03600000 str="AB\0\0"
ev t=26 hw=03600000 str="\0\0\0\0"
=== stdout
030        0.000000000       0.000000  REQ get url=/a
030        0.000000001       0.000001  REQ post url= /b
030        0.000000002       0.000001  REQ other-p url=/c
030        0.000000003       0.000001  REQ method DEL url=/d
030        0.000000004       0.000001  REQ method url=/e
030        0.000000005       0.000001  REQ method G.T url=/f
030        0.000000006       0.000001  REQ method  GE url=/g
030        0.000000007       0.000001  REQ [short entry: need 4 at 4 of 6]
031        0.000000008       0.000001  DIRECT star rest=xyz
031        0.000000009       0.000001  DIRECT put rest=
031        0.000000010       0.000001  DIRECT star rest=efg
032        0.000000011       0.000001  NOSTAR ab AB after=1094844416
032        0.000000012       0.000001  NOSTAR xs after=1635285090
032        0.000000013       0.000001  NOSTAR after=1852796517
033        0.000000014       0.000001  NUM one end=1
033        0.000000015       0.000001  NUM two glued end=2
033        0.000000017       0.000002  NUM end=9
034        0.000000018       0.000001          PRINT [ a b. ] <a b.> 05
034        0.000000019       0.000001          PRINT [ ] <> 07
035        0.000000020       0.000001  LVL kern tail
035        0.000000021       0.000001  LVL plain APPL tail
036        0.000000022       0.000001  PFX ab
036        0.000000023       0.000001  PFX dot
036        0.000000024       0.000001  PFX other
036        0.000000025       0.000001  PFX ab
036        0.000000026       0.000001  PFX empty
=== stderr
trcrpt: in.trc:408: hook 030: short entry: need 4 at 4 of 6
=== status
0
=== lineform
25
