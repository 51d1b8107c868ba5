# subroutines share DP, level (callee label and header level ignored), delimiter state and slots; $10A0 = $10A
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL top G4 $021 X1 \n X1
021 1.0 L=KERN "sub" X1 L=SVC
022 1.0 L=APPL c {{ $a = 3 }} $023 $a%D1
023 1.0 L=APPL "" {{ $p = $p * 2 }} {{ $q = 9 }} {{ $r = $q + $p }} $r%D1
024 1.0 L=APPL x $025 G4 X1 X1
025 1.0 L=APPL "" setdelim(0)
026 1.0 L=APPL s $10A0 $10A
10A 1.0 L=APPL "" in
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=020A0000 d=41424300
ev t=1 hw=02210000
ev t=2 hw=024A0000 d=41420000
ev t=3 hw=02610000
=== stdout
top 41 42
        43
c 15 6
x 4142
s in in
=== stderr
=== status
0
