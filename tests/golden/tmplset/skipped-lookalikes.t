# issue 33 item 6: -c and -v list directory files skipped for their extension that look like
# templates (a hook-ID name, or a first line "ID VERSION"); other files and backups stay quiet
=== cmd
trcrpt -c -t d
trcrpt -v --dump-templates -t d 2>&1 >/dev/null | grep skipped
trcrpt --dump-templates -t d 2>&1 >/dev/null | grep -c skipped || true
=== file d/022.tmpl
022 1.0 L=APPL "x"
=== file d/023-batch.tpl
023 1.0 L=APPL "batch"
=== file d/more.txt
# a comment first
024 1.0 L=APPL "y"
=== file d/README
read me
=== file d/025.tmpl~
025 1.0 L=APPL "old"
=== stdout
trcrpt: warning: d/023-batch.tpl skipped: only .tmpl and .fmt files are read as templates
trcrpt: warning: d/more.txt skipped: only .tmpl and .fmt files are read as templates
0
=== stderr
trcrpt: warning: d/023-batch.tpl skipped: only .tmpl and .fmt files are read as templates
trcrpt: warning: d/more.txt skipped: only .tmpl and .fmt files are read as templates
d: 1 file, 1 template, 0 errors, 0 warnings
