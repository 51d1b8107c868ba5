# glued literals print without blanks, separated ones get one; a glued word is no label; literal , and & outside SWITCH
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL @l "a""b" "c" d"e" f
011 1.0 L=APPL lab"x" X2
012 1.0 L=APPL "L" " x"
013 1.0 L=APPL a x,y b&c , &
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=011A0005 d=00000000
ev t=2 hw=01210000
ev t=3 hw=01310000
=== stdout
ab c de f
labx 0005
L x
a x,y b&c , &
=== stderr
=== status
0
