# Files are read recursively in byte-wise order of their relative paths; dot files, ~ backups
# and names not ending in .tmpl/.fmt are skipped (-v names the files read)
=== cmd
trcrpt -v --dump-templates -t set 2>&1 | grep -v '^trcrpt: opened trcfile'
=== file set/104.tmpl
104 1.0 L=APPL "OPEN" fd=$D1%D4 $1FF flags=$D2%X4
=== file set/105-read.tmpl
105 1.0 L=SVC "READ" << $n = $D1 * 2 >> n=$n%D4 dbl($D1)
=== file set/sub/106_close.tmpl
106 1.0 L=KERN "CLOSE" {{ $c = $D1 }} $c
=== file set/sub/1ff.tmpl
1FF 1.0 "" sub
=== file set/functions.tmpl
1FE 1.0 "" {{ dbl(v) twice=$v%D4 }}
=== file set/.hidden.tmpl
104 1.0 "HIDDEN"
=== file set/104.tmpl~
104 1.0 "BACKUP"
=== file set/README
not a template
=== file set/notes.txt
104 1.0 "TXT"
=== stdout
trcrpt: opened set/104.tmpl
trcrpt: opened set/105-read.tmpl
trcrpt: opened set/functions.tmpl
trcrpt: opened set/sub/106_close.tmpl
trcrpt: opened set/sub/1ff.tmpl
trcrpt: warning: set/notes.txt skipped: only .tmpl and .fmt files are read as templates
# set/104.tmpl
104 1.0 L=APPL "OPEN" fd=$D1%D4 $1FF flags=$D2%X4
# set/105-read.tmpl
105 1.0 L=SVC "READ" << $n = $D1 * 2 >> n=$n%D4 dbl($D1)
# set/sub/106_close.tmpl
106 1.0 L=KERN "CLOSE" {{ $c = $D1 }} $c
# set/functions.tmpl
1FE 1.0 "" {{ dbl(v) twice=$v%D4 }}
# set/sub/1ff.tmpl
1FF 1.0 "" sub
