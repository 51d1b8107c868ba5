# --output=csv with -h: no header row
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h --output=csv -d 011,012,018 -t all.fmt in.trc
=== stdout
011,2000,0,2024-03-01T12:00:00.000002000Z,1,42,44,myproc,SVC,OPEN,fd=3 fd=4 mode=000001ED,"{""fd"":""3"",""fd#2"":""4"",""mode"":""000001ED""}"
012,3000,1000,2024-03-01T12:00:00.000003000Z,0,42,43,myproc,KERN,MULTI,"MULTI first
second=9","{""second"":""9""}"
018,10000,7000,2024-03-01T12:00:00.000010000Z,0,42,43,myproc,APPL,STR,"STR s=ab.b�c q""uote\back","{""s"":""ab.b�c""}"
