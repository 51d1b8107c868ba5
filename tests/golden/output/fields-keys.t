# The `fields` object of --output=json/csv/chrome (docs/ref/report.md §5) across many field-name
# sequences printed more than once: repeated names (#2, #3), names that Chrome's args already
# hold (text; pid64/tid64 with ids above 31 bits), 17 and 18 fields, a 40-byte name, values
# with '"', ',' and invalid UTF-8, a multi-line text, and 76 one-hook shapes printed twice
# (report/out_fields.c caches keys per name sequence; the output must not depend on it)
=== cmd
{
printf '030 1.0 L=APPL "REP" text=$D1%%U4 a=$D1%%U4 a=$D2%%U4 pid64=$D1%%U4 tid64=$D2%%U4 a=$D3%%U4 b=$D1%%U4 c=$D2%%U4 d=$D3%%U4 e=$D1%%U4 f=$D2%%U4 g=$D3%%U4 h=$D1%%U4 i=$D2%%U4 j=$D3%%U4 k=$D1%%U4 l=$D2%%U4\n'
printf '031 1.0 L=APPL "REP" text=$D1%%U4 a=$D1%%U4 a=$D2%%U4 pid64=$D1%%U4 tid64=$D2%%U4 a=$D3%%U4 b=$D1%%U4 c=$D2%%U4 d=$D3%%U4 e=$D1%%U4 f=$D2%%U4 g=$D3%%U4 h=$D1%%U4 i=$D2%%U4 j=$D3%%U4 k=$D1%%U4 l=$D2%%U4 m=$D3%%U4\n'
printf '032 1.0 L=SVC "LONG" a_rather_long_field_name_of_forty_bytes=$D1%%U4 x=$D2%%U4\n'
printf '033 1.0 L=KERN "STR" O2 s=A8 t=U4\n'
printf '034 1.0 L=INT "TWO" a=$D1%%U4 \\n b=$D2%%U4 c=$D3%%U4\n'
printf '035 1.0 L=APPL "CSV" O2 c=A4 n=U4\n'
i=64; while [ $i -lt 140 ]; do printf '%03X 1.0 L=APPL "K%d" k%d=$D1%%U4 k=$D2%%U4\n' $i $i $i; i=$((i + 1)); done
} > u.fmt
{
printf 'trcasm 1\nbyteorder big\nenv 32\ntimebase 1 1\nstart 1709294400000000000 0\ncpus 2\nsyncinterval 0\nrecords\n'
t=1000
for r in 1 2; do
  for h in 030 031 032 033 034 035; do
    t=$((t + 100)); printf 'ev t=%d cpu=0 pid=42 tid=43 hw=%sE0000 d=00000003,00000004,000001ED,00000000,00000000\n' $t $h
  done
  t=$((t + 100)); printf 'ev t=%d cpu=1 pid=3000000000 tid=5000000000 hw=030E0000 d=00000005,00000006,00000007,00000000,00000000\n' $t
  t=$((t + 100)); printf 'ev t=%d cpu=1 pid=42 tid=44 hw=033E0000 d=61220162,FF2C6300,0000000A,00000000,00000000\n' $t
  t=$((t + 100)); printf 'ev t=%d cpu=1 pid=42 tid=44 hw=035E0000 d=612C2200,0000000B,00000000,00000000,00000000\n' $t
  i=64; while [ $i -lt 140 ]; do t=$((t + 100)); printf 'ev t=%d cpu=0 pid=42 tid=43 hw=%03XE0000 d=%08X,00000002,00000000,00000000,00000000\n' $t $i $i; i=$((i + 1)); done
done
} > in.txt
trcasm -o in.trc in.txt && for k in json csv chrome; do trcrpt --output=$k -t u.fmt in.trc; done
=== stdout
{"id":"030","label":"REP","level":"APPL","elapsed_ns":1100,"delta_ns":0,"time":"2024-03-01T12:00:00.000001100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4","fields":{"text":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":72}
{"id":"031","label":"REP","level":"APPL","elapsed_ns":1200,"delta_ns":100,"time":"2024-03-01T12:00:00.000001200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493","fields":{"text":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4,"m":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":128}
{"id":"032","label":"LONG","level":"SVC","elapsed_ns":1300,"delta_ns":100,"time":"2024-03-01T12:00:00.000001300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"LONG a_rather_long_field_name_of_forty_bytes=3 x=4","fields":{"a_rather_long_field_name_of_forty_bytes":3,"x":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":184}
{"id":"033","label":"STR","level":"KERN","elapsed_ns":1400,"delta_ns":100,"time":"2024-03-01T12:00:00.000001400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"STR s= t=493","fields":{"s":"","t":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":240}
{"id":"034","label":"TWO","level":"INT","elapsed_ns":1500,"delta_ns":100,"time":"2024-03-01T12:00:00.000001500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"TWO a=3\nb=4 c=493","fields":{"a":3,"b":4,"c":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":296}
{"id":"035","label":"CSV","level":"APPL","elapsed_ns":1600,"delta_ns":100,"time":"2024-03-01T12:00:00.000001600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"CSV c= n=4","fields":{"c":"","n":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":352}
{"id":"030","label":"REP","level":"APPL","elapsed_ns":1700,"delta_ns":100,"time":"2024-03-01T12:00:00.000001700Z","cpu":1,"pid":3000000000,"tid":5000000000,"process":null,"text":"REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6","fields":{"text":5,"a":5,"a#2":6,"pid64":5,"tid64":6,"a#3":7,"b":5,"c":6,"d":7,"e":5,"f":6,"g":7,"h":5,"i":6,"j":7,"k":5,"l":6},"env":32,"hd":0,"data":"0000000500000006000000070000000000000000","file":"in.trc","offset":408}
{"id":"033","label":"STR","level":"KERN","elapsed_ns":1800,"delta_ns":100,"time":"2024-03-01T12:00:00.000001800Z","cpu":1,"pid":42,"tid":44,"process":null,"text":"STR s=a\".b�,c t=10","fields":{"s":"a\".b�,c","t":10},"env":32,"hd":0,"data":"61220162FF2C63000000000A0000000000000000","file":"in.trc","offset":464}
{"id":"035","label":"CSV","level":"APPL","elapsed_ns":1900,"delta_ns":100,"time":"2024-03-01T12:00:00.000001900Z","cpu":1,"pid":42,"tid":44,"process":null,"text":"CSV c=a,\" n=11","fields":{"c":"a,\"","n":11},"env":32,"hd":0,"data":"612C22000000000B000000000000000000000000","file":"in.trc","offset":520}
{"id":"040","label":"K64","level":"APPL","elapsed_ns":2000,"delta_ns":100,"time":"2024-03-01T12:00:00.000002000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K64 k64=64 k=2","fields":{"k64":64,"k":2},"env":32,"hd":0,"data":"0000004000000002000000000000000000000000","file":"in.trc","offset":576}
{"id":"041","label":"K65","level":"APPL","elapsed_ns":2100,"delta_ns":100,"time":"2024-03-01T12:00:00.000002100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K65 k65=65 k=2","fields":{"k65":65,"k":2},"env":32,"hd":0,"data":"0000004100000002000000000000000000000000","file":"in.trc","offset":632}
{"id":"042","label":"K66","level":"APPL","elapsed_ns":2200,"delta_ns":100,"time":"2024-03-01T12:00:00.000002200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K66 k66=66 k=2","fields":{"k66":66,"k":2},"env":32,"hd":0,"data":"0000004200000002000000000000000000000000","file":"in.trc","offset":688}
{"id":"043","label":"K67","level":"APPL","elapsed_ns":2300,"delta_ns":100,"time":"2024-03-01T12:00:00.000002300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K67 k67=67 k=2","fields":{"k67":67,"k":2},"env":32,"hd":0,"data":"0000004300000002000000000000000000000000","file":"in.trc","offset":744}
{"id":"044","label":"K68","level":"APPL","elapsed_ns":2400,"delta_ns":100,"time":"2024-03-01T12:00:00.000002400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K68 k68=68 k=2","fields":{"k68":68,"k":2},"env":32,"hd":0,"data":"0000004400000002000000000000000000000000","file":"in.trc","offset":800}
{"id":"045","label":"K69","level":"APPL","elapsed_ns":2500,"delta_ns":100,"time":"2024-03-01T12:00:00.000002500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K69 k69=69 k=2","fields":{"k69":69,"k":2},"env":32,"hd":0,"data":"0000004500000002000000000000000000000000","file":"in.trc","offset":856}
{"id":"046","label":"K70","level":"APPL","elapsed_ns":2600,"delta_ns":100,"time":"2024-03-01T12:00:00.000002600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K70 k70=70 k=2","fields":{"k70":70,"k":2},"env":32,"hd":0,"data":"0000004600000002000000000000000000000000","file":"in.trc","offset":912}
{"id":"047","label":"K71","level":"APPL","elapsed_ns":2700,"delta_ns":100,"time":"2024-03-01T12:00:00.000002700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K71 k71=71 k=2","fields":{"k71":71,"k":2},"env":32,"hd":0,"data":"0000004700000002000000000000000000000000","file":"in.trc","offset":968}
{"id":"048","label":"K72","level":"APPL","elapsed_ns":2800,"delta_ns":100,"time":"2024-03-01T12:00:00.000002800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K72 k72=72 k=2","fields":{"k72":72,"k":2},"env":32,"hd":0,"data":"0000004800000002000000000000000000000000","file":"in.trc","offset":1024}
{"id":"049","label":"K73","level":"APPL","elapsed_ns":2900,"delta_ns":100,"time":"2024-03-01T12:00:00.000002900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K73 k73=73 k=2","fields":{"k73":73,"k":2},"env":32,"hd":0,"data":"0000004900000002000000000000000000000000","file":"in.trc","offset":1080}
{"id":"04A","label":"K74","level":"APPL","elapsed_ns":3000,"delta_ns":100,"time":"2024-03-01T12:00:00.000003000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K74 k74=74 k=2","fields":{"k74":74,"k":2},"env":32,"hd":0,"data":"0000004A00000002000000000000000000000000","file":"in.trc","offset":1136}
{"id":"04B","label":"K75","level":"APPL","elapsed_ns":3100,"delta_ns":100,"time":"2024-03-01T12:00:00.000003100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K75 k75=75 k=2","fields":{"k75":75,"k":2},"env":32,"hd":0,"data":"0000004B00000002000000000000000000000000","file":"in.trc","offset":1192}
{"id":"04C","label":"K76","level":"APPL","elapsed_ns":3200,"delta_ns":100,"time":"2024-03-01T12:00:00.000003200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K76 k76=76 k=2","fields":{"k76":76,"k":2},"env":32,"hd":0,"data":"0000004C00000002000000000000000000000000","file":"in.trc","offset":1248}
{"id":"04D","label":"K77","level":"APPL","elapsed_ns":3300,"delta_ns":100,"time":"2024-03-01T12:00:00.000003300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K77 k77=77 k=2","fields":{"k77":77,"k":2},"env":32,"hd":0,"data":"0000004D00000002000000000000000000000000","file":"in.trc","offset":1304}
{"id":"04E","label":"K78","level":"APPL","elapsed_ns":3400,"delta_ns":100,"time":"2024-03-01T12:00:00.000003400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K78 k78=78 k=2","fields":{"k78":78,"k":2},"env":32,"hd":0,"data":"0000004E00000002000000000000000000000000","file":"in.trc","offset":1360}
{"id":"04F","label":"K79","level":"APPL","elapsed_ns":3500,"delta_ns":100,"time":"2024-03-01T12:00:00.000003500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K79 k79=79 k=2","fields":{"k79":79,"k":2},"env":32,"hd":0,"data":"0000004F00000002000000000000000000000000","file":"in.trc","offset":1416}
{"id":"050","label":"K80","level":"APPL","elapsed_ns":3600,"delta_ns":100,"time":"2024-03-01T12:00:00.000003600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K80 k80=80 k=2","fields":{"k80":80,"k":2},"env":32,"hd":0,"data":"0000005000000002000000000000000000000000","file":"in.trc","offset":1472}
{"id":"051","label":"K81","level":"APPL","elapsed_ns":3700,"delta_ns":100,"time":"2024-03-01T12:00:00.000003700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K81 k81=81 k=2","fields":{"k81":81,"k":2},"env":32,"hd":0,"data":"0000005100000002000000000000000000000000","file":"in.trc","offset":1528}
{"id":"052","label":"K82","level":"APPL","elapsed_ns":3800,"delta_ns":100,"time":"2024-03-01T12:00:00.000003800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K82 k82=82 k=2","fields":{"k82":82,"k":2},"env":32,"hd":0,"data":"0000005200000002000000000000000000000000","file":"in.trc","offset":1584}
{"id":"053","label":"K83","level":"APPL","elapsed_ns":3900,"delta_ns":100,"time":"2024-03-01T12:00:00.000003900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K83 k83=83 k=2","fields":{"k83":83,"k":2},"env":32,"hd":0,"data":"0000005300000002000000000000000000000000","file":"in.trc","offset":1640}
{"id":"054","label":"K84","level":"APPL","elapsed_ns":4000,"delta_ns":100,"time":"2024-03-01T12:00:00.000004000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K84 k84=84 k=2","fields":{"k84":84,"k":2},"env":32,"hd":0,"data":"0000005400000002000000000000000000000000","file":"in.trc","offset":1696}
{"id":"055","label":"K85","level":"APPL","elapsed_ns":4100,"delta_ns":100,"time":"2024-03-01T12:00:00.000004100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K85 k85=85 k=2","fields":{"k85":85,"k":2},"env":32,"hd":0,"data":"0000005500000002000000000000000000000000","file":"in.trc","offset":1752}
{"id":"056","label":"K86","level":"APPL","elapsed_ns":4200,"delta_ns":100,"time":"2024-03-01T12:00:00.000004200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K86 k86=86 k=2","fields":{"k86":86,"k":2},"env":32,"hd":0,"data":"0000005600000002000000000000000000000000","file":"in.trc","offset":1808}
{"id":"057","label":"K87","level":"APPL","elapsed_ns":4300,"delta_ns":100,"time":"2024-03-01T12:00:00.000004300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K87 k87=87 k=2","fields":{"k87":87,"k":2},"env":32,"hd":0,"data":"0000005700000002000000000000000000000000","file":"in.trc","offset":1864}
{"id":"058","label":"K88","level":"APPL","elapsed_ns":4400,"delta_ns":100,"time":"2024-03-01T12:00:00.000004400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K88 k88=88 k=2","fields":{"k88":88,"k":2},"env":32,"hd":0,"data":"0000005800000002000000000000000000000000","file":"in.trc","offset":1920}
{"id":"059","label":"K89","level":"APPL","elapsed_ns":4500,"delta_ns":100,"time":"2024-03-01T12:00:00.000004500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K89 k89=89 k=2","fields":{"k89":89,"k":2},"env":32,"hd":0,"data":"0000005900000002000000000000000000000000","file":"in.trc","offset":1976}
{"id":"05A","label":"K90","level":"APPL","elapsed_ns":4600,"delta_ns":100,"time":"2024-03-01T12:00:00.000004600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K90 k90=90 k=2","fields":{"k90":90,"k":2},"env":32,"hd":0,"data":"0000005A00000002000000000000000000000000","file":"in.trc","offset":2032}
{"id":"05B","label":"K91","level":"APPL","elapsed_ns":4700,"delta_ns":100,"time":"2024-03-01T12:00:00.000004700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K91 k91=91 k=2","fields":{"k91":91,"k":2},"env":32,"hd":0,"data":"0000005B00000002000000000000000000000000","file":"in.trc","offset":2088}
{"id":"05C","label":"K92","level":"APPL","elapsed_ns":4800,"delta_ns":100,"time":"2024-03-01T12:00:00.000004800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K92 k92=92 k=2","fields":{"k92":92,"k":2},"env":32,"hd":0,"data":"0000005C00000002000000000000000000000000","file":"in.trc","offset":2144}
{"id":"05D","label":"K93","level":"APPL","elapsed_ns":4900,"delta_ns":100,"time":"2024-03-01T12:00:00.000004900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K93 k93=93 k=2","fields":{"k93":93,"k":2},"env":32,"hd":0,"data":"0000005D00000002000000000000000000000000","file":"in.trc","offset":2200}
{"id":"05E","label":"K94","level":"APPL","elapsed_ns":5000,"delta_ns":100,"time":"2024-03-01T12:00:00.000005000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K94 k94=94 k=2","fields":{"k94":94,"k":2},"env":32,"hd":0,"data":"0000005E00000002000000000000000000000000","file":"in.trc","offset":2256}
{"id":"05F","label":"K95","level":"APPL","elapsed_ns":5100,"delta_ns":100,"time":"2024-03-01T12:00:00.000005100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K95 k95=95 k=2","fields":{"k95":95,"k":2},"env":32,"hd":0,"data":"0000005F00000002000000000000000000000000","file":"in.trc","offset":2312}
{"id":"060","label":"K96","level":"APPL","elapsed_ns":5200,"delta_ns":100,"time":"2024-03-01T12:00:00.000005200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K96 k96=96 k=2","fields":{"k96":96,"k":2},"env":32,"hd":0,"data":"0000006000000002000000000000000000000000","file":"in.trc","offset":2368}
{"id":"061","label":"K97","level":"APPL","elapsed_ns":5300,"delta_ns":100,"time":"2024-03-01T12:00:00.000005300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K97 k97=97 k=2","fields":{"k97":97,"k":2},"env":32,"hd":0,"data":"0000006100000002000000000000000000000000","file":"in.trc","offset":2424}
{"id":"062","label":"K98","level":"APPL","elapsed_ns":5400,"delta_ns":100,"time":"2024-03-01T12:00:00.000005400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K98 k98=98 k=2","fields":{"k98":98,"k":2},"env":32,"hd":0,"data":"0000006200000002000000000000000000000000","file":"in.trc","offset":2480}
{"id":"063","label":"K99","level":"APPL","elapsed_ns":5500,"delta_ns":100,"time":"2024-03-01T12:00:00.000005500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K99 k99=99 k=2","fields":{"k99":99,"k":2},"env":32,"hd":0,"data":"0000006300000002000000000000000000000000","file":"in.trc","offset":2536}
{"id":"064","label":"K100","level":"APPL","elapsed_ns":5600,"delta_ns":100,"time":"2024-03-01T12:00:00.000005600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K100 k100=100 k=2","fields":{"k100":100,"k":2},"env":32,"hd":0,"data":"0000006400000002000000000000000000000000","file":"in.trc","offset":2592}
{"id":"065","label":"K101","level":"APPL","elapsed_ns":5700,"delta_ns":100,"time":"2024-03-01T12:00:00.000005700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K101 k101=101 k=2","fields":{"k101":101,"k":2},"env":32,"hd":0,"data":"0000006500000002000000000000000000000000","file":"in.trc","offset":2648}
{"id":"066","label":"K102","level":"APPL","elapsed_ns":5800,"delta_ns":100,"time":"2024-03-01T12:00:00.000005800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K102 k102=102 k=2","fields":{"k102":102,"k":2},"env":32,"hd":0,"data":"0000006600000002000000000000000000000000","file":"in.trc","offset":2704}
{"id":"067","label":"K103","level":"APPL","elapsed_ns":5900,"delta_ns":100,"time":"2024-03-01T12:00:00.000005900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K103 k103=103 k=2","fields":{"k103":103,"k":2},"env":32,"hd":0,"data":"0000006700000002000000000000000000000000","file":"in.trc","offset":2760}
{"id":"068","label":"K104","level":"APPL","elapsed_ns":6000,"delta_ns":100,"time":"2024-03-01T12:00:00.000006000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K104 k104=104 k=2","fields":{"k104":104,"k":2},"env":32,"hd":0,"data":"0000006800000002000000000000000000000000","file":"in.trc","offset":2816}
{"id":"069","label":"K105","level":"APPL","elapsed_ns":6100,"delta_ns":100,"time":"2024-03-01T12:00:00.000006100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K105 k105=105 k=2","fields":{"k105":105,"k":2},"env":32,"hd":0,"data":"0000006900000002000000000000000000000000","file":"in.trc","offset":2872}
{"id":"06A","label":"K106","level":"APPL","elapsed_ns":6200,"delta_ns":100,"time":"2024-03-01T12:00:00.000006200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K106 k106=106 k=2","fields":{"k106":106,"k":2},"env":32,"hd":0,"data":"0000006A00000002000000000000000000000000","file":"in.trc","offset":2928}
{"id":"06B","label":"K107","level":"APPL","elapsed_ns":6300,"delta_ns":100,"time":"2024-03-01T12:00:00.000006300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K107 k107=107 k=2","fields":{"k107":107,"k":2},"env":32,"hd":0,"data":"0000006B00000002000000000000000000000000","file":"in.trc","offset":2984}
{"id":"06C","label":"K108","level":"APPL","elapsed_ns":6400,"delta_ns":100,"time":"2024-03-01T12:00:00.000006400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K108 k108=108 k=2","fields":{"k108":108,"k":2},"env":32,"hd":0,"data":"0000006C00000002000000000000000000000000","file":"in.trc","offset":3040}
{"id":"06D","label":"K109","level":"APPL","elapsed_ns":6500,"delta_ns":100,"time":"2024-03-01T12:00:00.000006500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K109 k109=109 k=2","fields":{"k109":109,"k":2},"env":32,"hd":0,"data":"0000006D00000002000000000000000000000000","file":"in.trc","offset":3096}
{"id":"06E","label":"K110","level":"APPL","elapsed_ns":6600,"delta_ns":100,"time":"2024-03-01T12:00:00.000006600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K110 k110=110 k=2","fields":{"k110":110,"k":2},"env":32,"hd":0,"data":"0000006E00000002000000000000000000000000","file":"in.trc","offset":3152}
{"id":"06F","label":"K111","level":"APPL","elapsed_ns":6700,"delta_ns":100,"time":"2024-03-01T12:00:00.000006700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K111 k111=111 k=2","fields":{"k111":111,"k":2},"env":32,"hd":0,"data":"0000006F00000002000000000000000000000000","file":"in.trc","offset":3208}
{"id":"070","label":"K112","level":"APPL","elapsed_ns":6800,"delta_ns":100,"time":"2024-03-01T12:00:00.000006800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K112 k112=112 k=2","fields":{"k112":112,"k":2},"env":32,"hd":0,"data":"0000007000000002000000000000000000000000","file":"in.trc","offset":3264}
{"id":"071","label":"K113","level":"APPL","elapsed_ns":6900,"delta_ns":100,"time":"2024-03-01T12:00:00.000006900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K113 k113=113 k=2","fields":{"k113":113,"k":2},"env":32,"hd":0,"data":"0000007100000002000000000000000000000000","file":"in.trc","offset":3320}
{"id":"072","label":"K114","level":"APPL","elapsed_ns":7000,"delta_ns":100,"time":"2024-03-01T12:00:00.000007000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K114 k114=114 k=2","fields":{"k114":114,"k":2},"env":32,"hd":0,"data":"0000007200000002000000000000000000000000","file":"in.trc","offset":3376}
{"id":"073","label":"K115","level":"APPL","elapsed_ns":7100,"delta_ns":100,"time":"2024-03-01T12:00:00.000007100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K115 k115=115 k=2","fields":{"k115":115,"k":2},"env":32,"hd":0,"data":"0000007300000002000000000000000000000000","file":"in.trc","offset":3432}
{"id":"074","label":"K116","level":"APPL","elapsed_ns":7200,"delta_ns":100,"time":"2024-03-01T12:00:00.000007200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K116 k116=116 k=2","fields":{"k116":116,"k":2},"env":32,"hd":0,"data":"0000007400000002000000000000000000000000","file":"in.trc","offset":3488}
{"id":"075","label":"K117","level":"APPL","elapsed_ns":7300,"delta_ns":100,"time":"2024-03-01T12:00:00.000007300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K117 k117=117 k=2","fields":{"k117":117,"k":2},"env":32,"hd":0,"data":"0000007500000002000000000000000000000000","file":"in.trc","offset":3544}
{"id":"076","label":"K118","level":"APPL","elapsed_ns":7400,"delta_ns":100,"time":"2024-03-01T12:00:00.000007400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K118 k118=118 k=2","fields":{"k118":118,"k":2},"env":32,"hd":0,"data":"0000007600000002000000000000000000000000","file":"in.trc","offset":3600}
{"id":"077","label":"K119","level":"APPL","elapsed_ns":7500,"delta_ns":100,"time":"2024-03-01T12:00:00.000007500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K119 k119=119 k=2","fields":{"k119":119,"k":2},"env":32,"hd":0,"data":"0000007700000002000000000000000000000000","file":"in.trc","offset":3656}
{"id":"078","label":"K120","level":"APPL","elapsed_ns":7600,"delta_ns":100,"time":"2024-03-01T12:00:00.000007600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K120 k120=120 k=2","fields":{"k120":120,"k":2},"env":32,"hd":0,"data":"0000007800000002000000000000000000000000","file":"in.trc","offset":3712}
{"id":"079","label":"K121","level":"APPL","elapsed_ns":7700,"delta_ns":100,"time":"2024-03-01T12:00:00.000007700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K121 k121=121 k=2","fields":{"k121":121,"k":2},"env":32,"hd":0,"data":"0000007900000002000000000000000000000000","file":"in.trc","offset":3768}
{"id":"07A","label":"K122","level":"APPL","elapsed_ns":7800,"delta_ns":100,"time":"2024-03-01T12:00:00.000007800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K122 k122=122 k=2","fields":{"k122":122,"k":2},"env":32,"hd":0,"data":"0000007A00000002000000000000000000000000","file":"in.trc","offset":3824}
{"id":"07B","label":"K123","level":"APPL","elapsed_ns":7900,"delta_ns":100,"time":"2024-03-01T12:00:00.000007900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K123 k123=123 k=2","fields":{"k123":123,"k":2},"env":32,"hd":0,"data":"0000007B00000002000000000000000000000000","file":"in.trc","offset":3880}
{"id":"07C","label":"K124","level":"APPL","elapsed_ns":8000,"delta_ns":100,"time":"2024-03-01T12:00:00.000008000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K124 k124=124 k=2","fields":{"k124":124,"k":2},"env":32,"hd":0,"data":"0000007C00000002000000000000000000000000","file":"in.trc","offset":3936}
{"id":"07D","label":"K125","level":"APPL","elapsed_ns":8100,"delta_ns":100,"time":"2024-03-01T12:00:00.000008100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K125 k125=125 k=2","fields":{"k125":125,"k":2},"env":32,"hd":0,"data":"0000007D00000002000000000000000000000000","file":"in.trc","offset":3992}
{"id":"07E","label":"K126","level":"APPL","elapsed_ns":8200,"delta_ns":100,"time":"2024-03-01T12:00:00.000008200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K126 k126=126 k=2","fields":{"k126":126,"k":2},"env":32,"hd":0,"data":"0000007E00000002000000000000000000000000","file":"in.trc","offset":4048}
{"id":"07F","label":"K127","level":"APPL","elapsed_ns":8300,"delta_ns":100,"time":"2024-03-01T12:00:00.000008300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K127 k127=127 k=2","fields":{"k127":127,"k":2},"env":32,"hd":0,"data":"0000007F00000002000000000000000000000000","file":"in.trc","offset":4104}
{"id":"080","label":"K128","level":"APPL","elapsed_ns":8400,"delta_ns":100,"time":"2024-03-01T12:00:00.000008400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K128 k128=128 k=2","fields":{"k128":128,"k":2},"env":32,"hd":0,"data":"0000008000000002000000000000000000000000","file":"in.trc","offset":4160}
{"id":"081","label":"K129","level":"APPL","elapsed_ns":8500,"delta_ns":100,"time":"2024-03-01T12:00:00.000008500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K129 k129=129 k=2","fields":{"k129":129,"k":2},"env":32,"hd":0,"data":"0000008100000002000000000000000000000000","file":"in.trc","offset":4216}
{"id":"082","label":"K130","level":"APPL","elapsed_ns":8600,"delta_ns":100,"time":"2024-03-01T12:00:00.000008600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K130 k130=130 k=2","fields":{"k130":130,"k":2},"env":32,"hd":0,"data":"0000008200000002000000000000000000000000","file":"in.trc","offset":4272}
{"id":"083","label":"K131","level":"APPL","elapsed_ns":8700,"delta_ns":100,"time":"2024-03-01T12:00:00.000008700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K131 k131=131 k=2","fields":{"k131":131,"k":2},"env":32,"hd":0,"data":"0000008300000002000000000000000000000000","file":"in.trc","offset":4328}
{"id":"084","label":"K132","level":"APPL","elapsed_ns":8800,"delta_ns":100,"time":"2024-03-01T12:00:00.000008800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K132 k132=132 k=2","fields":{"k132":132,"k":2},"env":32,"hd":0,"data":"0000008400000002000000000000000000000000","file":"in.trc","offset":4384}
{"id":"085","label":"K133","level":"APPL","elapsed_ns":8900,"delta_ns":100,"time":"2024-03-01T12:00:00.000008900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K133 k133=133 k=2","fields":{"k133":133,"k":2},"env":32,"hd":0,"data":"0000008500000002000000000000000000000000","file":"in.trc","offset":4440}
{"id":"086","label":"K134","level":"APPL","elapsed_ns":9000,"delta_ns":100,"time":"2024-03-01T12:00:00.000009000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K134 k134=134 k=2","fields":{"k134":134,"k":2},"env":32,"hd":0,"data":"0000008600000002000000000000000000000000","file":"in.trc","offset":4496}
{"id":"087","label":"K135","level":"APPL","elapsed_ns":9100,"delta_ns":100,"time":"2024-03-01T12:00:00.000009100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K135 k135=135 k=2","fields":{"k135":135,"k":2},"env":32,"hd":0,"data":"0000008700000002000000000000000000000000","file":"in.trc","offset":4552}
{"id":"088","label":"K136","level":"APPL","elapsed_ns":9200,"delta_ns":100,"time":"2024-03-01T12:00:00.000009200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K136 k136=136 k=2","fields":{"k136":136,"k":2},"env":32,"hd":0,"data":"0000008800000002000000000000000000000000","file":"in.trc","offset":4608}
{"id":"089","label":"K137","level":"APPL","elapsed_ns":9300,"delta_ns":100,"time":"2024-03-01T12:00:00.000009300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K137 k137=137 k=2","fields":{"k137":137,"k":2},"env":32,"hd":0,"data":"0000008900000002000000000000000000000000","file":"in.trc","offset":4664}
{"id":"08A","label":"K138","level":"APPL","elapsed_ns":9400,"delta_ns":100,"time":"2024-03-01T12:00:00.000009400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K138 k138=138 k=2","fields":{"k138":138,"k":2},"env":32,"hd":0,"data":"0000008A00000002000000000000000000000000","file":"in.trc","offset":4720}
{"id":"08B","label":"K139","level":"APPL","elapsed_ns":9500,"delta_ns":100,"time":"2024-03-01T12:00:00.000009500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K139 k139=139 k=2","fields":{"k139":139,"k":2},"env":32,"hd":0,"data":"0000008B00000002000000000000000000000000","file":"in.trc","offset":4776}
{"id":"030","label":"REP","level":"APPL","elapsed_ns":9600,"delta_ns":100,"time":"2024-03-01T12:00:00.000009600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4","fields":{"text":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":4832}
{"id":"031","label":"REP","level":"APPL","elapsed_ns":9700,"delta_ns":100,"time":"2024-03-01T12:00:00.000009700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493","fields":{"text":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4,"m":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":4888}
{"id":"032","label":"LONG","level":"SVC","elapsed_ns":9800,"delta_ns":100,"time":"2024-03-01T12:00:00.000009800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"LONG a_rather_long_field_name_of_forty_bytes=3 x=4","fields":{"a_rather_long_field_name_of_forty_bytes":3,"x":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":4944}
{"id":"033","label":"STR","level":"KERN","elapsed_ns":9900,"delta_ns":100,"time":"2024-03-01T12:00:00.000009900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"STR s= t=493","fields":{"s":"","t":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":5000}
{"id":"034","label":"TWO","level":"INT","elapsed_ns":10000,"delta_ns":100,"time":"2024-03-01T12:00:00.000010000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"TWO a=3\nb=4 c=493","fields":{"a":3,"b":4,"c":493},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":5056}
{"id":"035","label":"CSV","level":"APPL","elapsed_ns":10100,"delta_ns":100,"time":"2024-03-01T12:00:00.000010100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"CSV c= n=4","fields":{"c":"","n":4},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":5112}
{"id":"030","label":"REP","level":"APPL","elapsed_ns":10200,"delta_ns":100,"time":"2024-03-01T12:00:00.000010200Z","cpu":1,"pid":3000000000,"tid":5000000000,"process":null,"text":"REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6","fields":{"text":5,"a":5,"a#2":6,"pid64":5,"tid64":6,"a#3":7,"b":5,"c":6,"d":7,"e":5,"f":6,"g":7,"h":5,"i":6,"j":7,"k":5,"l":6},"env":32,"hd":0,"data":"0000000500000006000000070000000000000000","file":"in.trc","offset":5168}
{"id":"033","label":"STR","level":"KERN","elapsed_ns":10300,"delta_ns":100,"time":"2024-03-01T12:00:00.000010300Z","cpu":1,"pid":42,"tid":44,"process":null,"text":"STR s=a\".b�,c t=10","fields":{"s":"a\".b�,c","t":10},"env":32,"hd":0,"data":"61220162FF2C63000000000A0000000000000000","file":"in.trc","offset":5224}
{"id":"035","label":"CSV","level":"APPL","elapsed_ns":10400,"delta_ns":100,"time":"2024-03-01T12:00:00.000010400Z","cpu":1,"pid":42,"tid":44,"process":null,"text":"CSV c=a,\" n=11","fields":{"c":"a,\"","n":11},"env":32,"hd":0,"data":"612C22000000000B000000000000000000000000","file":"in.trc","offset":5280}
{"id":"040","label":"K64","level":"APPL","elapsed_ns":10500,"delta_ns":100,"time":"2024-03-01T12:00:00.000010500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K64 k64=64 k=2","fields":{"k64":64,"k":2},"env":32,"hd":0,"data":"0000004000000002000000000000000000000000","file":"in.trc","offset":5336}
{"id":"041","label":"K65","level":"APPL","elapsed_ns":10600,"delta_ns":100,"time":"2024-03-01T12:00:00.000010600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K65 k65=65 k=2","fields":{"k65":65,"k":2},"env":32,"hd":0,"data":"0000004100000002000000000000000000000000","file":"in.trc","offset":5392}
{"id":"042","label":"K66","level":"APPL","elapsed_ns":10700,"delta_ns":100,"time":"2024-03-01T12:00:00.000010700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K66 k66=66 k=2","fields":{"k66":66,"k":2},"env":32,"hd":0,"data":"0000004200000002000000000000000000000000","file":"in.trc","offset":5448}
{"id":"043","label":"K67","level":"APPL","elapsed_ns":10800,"delta_ns":100,"time":"2024-03-01T12:00:00.000010800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K67 k67=67 k=2","fields":{"k67":67,"k":2},"env":32,"hd":0,"data":"0000004300000002000000000000000000000000","file":"in.trc","offset":5504}
{"id":"044","label":"K68","level":"APPL","elapsed_ns":10900,"delta_ns":100,"time":"2024-03-01T12:00:00.000010900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K68 k68=68 k=2","fields":{"k68":68,"k":2},"env":32,"hd":0,"data":"0000004400000002000000000000000000000000","file":"in.trc","offset":5560}
{"id":"045","label":"K69","level":"APPL","elapsed_ns":11000,"delta_ns":100,"time":"2024-03-01T12:00:00.000011000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K69 k69=69 k=2","fields":{"k69":69,"k":2},"env":32,"hd":0,"data":"0000004500000002000000000000000000000000","file":"in.trc","offset":5616}
{"id":"046","label":"K70","level":"APPL","elapsed_ns":11100,"delta_ns":100,"time":"2024-03-01T12:00:00.000011100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K70 k70=70 k=2","fields":{"k70":70,"k":2},"env":32,"hd":0,"data":"0000004600000002000000000000000000000000","file":"in.trc","offset":5672}
{"id":"047","label":"K71","level":"APPL","elapsed_ns":11200,"delta_ns":100,"time":"2024-03-01T12:00:00.000011200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K71 k71=71 k=2","fields":{"k71":71,"k":2},"env":32,"hd":0,"data":"0000004700000002000000000000000000000000","file":"in.trc","offset":5728}
{"id":"048","label":"K72","level":"APPL","elapsed_ns":11300,"delta_ns":100,"time":"2024-03-01T12:00:00.000011300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K72 k72=72 k=2","fields":{"k72":72,"k":2},"env":32,"hd":0,"data":"0000004800000002000000000000000000000000","file":"in.trc","offset":5784}
{"id":"049","label":"K73","level":"APPL","elapsed_ns":11400,"delta_ns":100,"time":"2024-03-01T12:00:00.000011400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K73 k73=73 k=2","fields":{"k73":73,"k":2},"env":32,"hd":0,"data":"0000004900000002000000000000000000000000","file":"in.trc","offset":5840}
{"id":"04A","label":"K74","level":"APPL","elapsed_ns":11500,"delta_ns":100,"time":"2024-03-01T12:00:00.000011500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K74 k74=74 k=2","fields":{"k74":74,"k":2},"env":32,"hd":0,"data":"0000004A00000002000000000000000000000000","file":"in.trc","offset":5896}
{"id":"04B","label":"K75","level":"APPL","elapsed_ns":11600,"delta_ns":100,"time":"2024-03-01T12:00:00.000011600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K75 k75=75 k=2","fields":{"k75":75,"k":2},"env":32,"hd":0,"data":"0000004B00000002000000000000000000000000","file":"in.trc","offset":5952}
{"id":"04C","label":"K76","level":"APPL","elapsed_ns":11700,"delta_ns":100,"time":"2024-03-01T12:00:00.000011700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K76 k76=76 k=2","fields":{"k76":76,"k":2},"env":32,"hd":0,"data":"0000004C00000002000000000000000000000000","file":"in.trc","offset":6008}
{"id":"04D","label":"K77","level":"APPL","elapsed_ns":11800,"delta_ns":100,"time":"2024-03-01T12:00:00.000011800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K77 k77=77 k=2","fields":{"k77":77,"k":2},"env":32,"hd":0,"data":"0000004D00000002000000000000000000000000","file":"in.trc","offset":6064}
{"id":"04E","label":"K78","level":"APPL","elapsed_ns":11900,"delta_ns":100,"time":"2024-03-01T12:00:00.000011900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K78 k78=78 k=2","fields":{"k78":78,"k":2},"env":32,"hd":0,"data":"0000004E00000002000000000000000000000000","file":"in.trc","offset":6120}
{"id":"04F","label":"K79","level":"APPL","elapsed_ns":12000,"delta_ns":100,"time":"2024-03-01T12:00:00.000012000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K79 k79=79 k=2","fields":{"k79":79,"k":2},"env":32,"hd":0,"data":"0000004F00000002000000000000000000000000","file":"in.trc","offset":6176}
{"id":"050","label":"K80","level":"APPL","elapsed_ns":12100,"delta_ns":100,"time":"2024-03-01T12:00:00.000012100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K80 k80=80 k=2","fields":{"k80":80,"k":2},"env":32,"hd":0,"data":"0000005000000002000000000000000000000000","file":"in.trc","offset":6232}
{"id":"051","label":"K81","level":"APPL","elapsed_ns":12200,"delta_ns":100,"time":"2024-03-01T12:00:00.000012200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K81 k81=81 k=2","fields":{"k81":81,"k":2},"env":32,"hd":0,"data":"0000005100000002000000000000000000000000","file":"in.trc","offset":6288}
{"id":"052","label":"K82","level":"APPL","elapsed_ns":12300,"delta_ns":100,"time":"2024-03-01T12:00:00.000012300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K82 k82=82 k=2","fields":{"k82":82,"k":2},"env":32,"hd":0,"data":"0000005200000002000000000000000000000000","file":"in.trc","offset":6344}
{"id":"053","label":"K83","level":"APPL","elapsed_ns":12400,"delta_ns":100,"time":"2024-03-01T12:00:00.000012400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K83 k83=83 k=2","fields":{"k83":83,"k":2},"env":32,"hd":0,"data":"0000005300000002000000000000000000000000","file":"in.trc","offset":6400}
{"id":"054","label":"K84","level":"APPL","elapsed_ns":12500,"delta_ns":100,"time":"2024-03-01T12:00:00.000012500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K84 k84=84 k=2","fields":{"k84":84,"k":2},"env":32,"hd":0,"data":"0000005400000002000000000000000000000000","file":"in.trc","offset":6456}
{"id":"055","label":"K85","level":"APPL","elapsed_ns":12600,"delta_ns":100,"time":"2024-03-01T12:00:00.000012600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K85 k85=85 k=2","fields":{"k85":85,"k":2},"env":32,"hd":0,"data":"0000005500000002000000000000000000000000","file":"in.trc","offset":6512}
{"id":"056","label":"K86","level":"APPL","elapsed_ns":12700,"delta_ns":100,"time":"2024-03-01T12:00:00.000012700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K86 k86=86 k=2","fields":{"k86":86,"k":2},"env":32,"hd":0,"data":"0000005600000002000000000000000000000000","file":"in.trc","offset":6568}
{"id":"057","label":"K87","level":"APPL","elapsed_ns":12800,"delta_ns":100,"time":"2024-03-01T12:00:00.000012800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K87 k87=87 k=2","fields":{"k87":87,"k":2},"env":32,"hd":0,"data":"0000005700000002000000000000000000000000","file":"in.trc","offset":6624}
{"id":"058","label":"K88","level":"APPL","elapsed_ns":12900,"delta_ns":100,"time":"2024-03-01T12:00:00.000012900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K88 k88=88 k=2","fields":{"k88":88,"k":2},"env":32,"hd":0,"data":"0000005800000002000000000000000000000000","file":"in.trc","offset":6680}
{"id":"059","label":"K89","level":"APPL","elapsed_ns":13000,"delta_ns":100,"time":"2024-03-01T12:00:00.000013000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K89 k89=89 k=2","fields":{"k89":89,"k":2},"env":32,"hd":0,"data":"0000005900000002000000000000000000000000","file":"in.trc","offset":6736}
{"id":"05A","label":"K90","level":"APPL","elapsed_ns":13100,"delta_ns":100,"time":"2024-03-01T12:00:00.000013100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K90 k90=90 k=2","fields":{"k90":90,"k":2},"env":32,"hd":0,"data":"0000005A00000002000000000000000000000000","file":"in.trc","offset":6792}
{"id":"05B","label":"K91","level":"APPL","elapsed_ns":13200,"delta_ns":100,"time":"2024-03-01T12:00:00.000013200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K91 k91=91 k=2","fields":{"k91":91,"k":2},"env":32,"hd":0,"data":"0000005B00000002000000000000000000000000","file":"in.trc","offset":6848}
{"id":"05C","label":"K92","level":"APPL","elapsed_ns":13300,"delta_ns":100,"time":"2024-03-01T12:00:00.000013300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K92 k92=92 k=2","fields":{"k92":92,"k":2},"env":32,"hd":0,"data":"0000005C00000002000000000000000000000000","file":"in.trc","offset":6904}
{"id":"05D","label":"K93","level":"APPL","elapsed_ns":13400,"delta_ns":100,"time":"2024-03-01T12:00:00.000013400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K93 k93=93 k=2","fields":{"k93":93,"k":2},"env":32,"hd":0,"data":"0000005D00000002000000000000000000000000","file":"in.trc","offset":6960}
{"id":"05E","label":"K94","level":"APPL","elapsed_ns":13500,"delta_ns":100,"time":"2024-03-01T12:00:00.000013500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K94 k94=94 k=2","fields":{"k94":94,"k":2},"env":32,"hd":0,"data":"0000005E00000002000000000000000000000000","file":"in.trc","offset":7016}
{"id":"05F","label":"K95","level":"APPL","elapsed_ns":13600,"delta_ns":100,"time":"2024-03-01T12:00:00.000013600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K95 k95=95 k=2","fields":{"k95":95,"k":2},"env":32,"hd":0,"data":"0000005F00000002000000000000000000000000","file":"in.trc","offset":7072}
{"id":"060","label":"K96","level":"APPL","elapsed_ns":13700,"delta_ns":100,"time":"2024-03-01T12:00:00.000013700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K96 k96=96 k=2","fields":{"k96":96,"k":2},"env":32,"hd":0,"data":"0000006000000002000000000000000000000000","file":"in.trc","offset":7128}
{"id":"061","label":"K97","level":"APPL","elapsed_ns":13800,"delta_ns":100,"time":"2024-03-01T12:00:00.000013800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K97 k97=97 k=2","fields":{"k97":97,"k":2},"env":32,"hd":0,"data":"0000006100000002000000000000000000000000","file":"in.trc","offset":7184}
{"id":"062","label":"K98","level":"APPL","elapsed_ns":13900,"delta_ns":100,"time":"2024-03-01T12:00:00.000013900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K98 k98=98 k=2","fields":{"k98":98,"k":2},"env":32,"hd":0,"data":"0000006200000002000000000000000000000000","file":"in.trc","offset":7240}
{"id":"063","label":"K99","level":"APPL","elapsed_ns":14000,"delta_ns":100,"time":"2024-03-01T12:00:00.000014000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K99 k99=99 k=2","fields":{"k99":99,"k":2},"env":32,"hd":0,"data":"0000006300000002000000000000000000000000","file":"in.trc","offset":7296}
{"id":"064","label":"K100","level":"APPL","elapsed_ns":14100,"delta_ns":100,"time":"2024-03-01T12:00:00.000014100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K100 k100=100 k=2","fields":{"k100":100,"k":2},"env":32,"hd":0,"data":"0000006400000002000000000000000000000000","file":"in.trc","offset":7352}
{"id":"065","label":"K101","level":"APPL","elapsed_ns":14200,"delta_ns":100,"time":"2024-03-01T12:00:00.000014200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K101 k101=101 k=2","fields":{"k101":101,"k":2},"env":32,"hd":0,"data":"0000006500000002000000000000000000000000","file":"in.trc","offset":7408}
{"id":"066","label":"K102","level":"APPL","elapsed_ns":14300,"delta_ns":100,"time":"2024-03-01T12:00:00.000014300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K102 k102=102 k=2","fields":{"k102":102,"k":2},"env":32,"hd":0,"data":"0000006600000002000000000000000000000000","file":"in.trc","offset":7464}
{"id":"067","label":"K103","level":"APPL","elapsed_ns":14400,"delta_ns":100,"time":"2024-03-01T12:00:00.000014400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K103 k103=103 k=2","fields":{"k103":103,"k":2},"env":32,"hd":0,"data":"0000006700000002000000000000000000000000","file":"in.trc","offset":7520}
{"id":"068","label":"K104","level":"APPL","elapsed_ns":14500,"delta_ns":100,"time":"2024-03-01T12:00:00.000014500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K104 k104=104 k=2","fields":{"k104":104,"k":2},"env":32,"hd":0,"data":"0000006800000002000000000000000000000000","file":"in.trc","offset":7576}
{"id":"069","label":"K105","level":"APPL","elapsed_ns":14600,"delta_ns":100,"time":"2024-03-01T12:00:00.000014600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K105 k105=105 k=2","fields":{"k105":105,"k":2},"env":32,"hd":0,"data":"0000006900000002000000000000000000000000","file":"in.trc","offset":7632}
{"id":"06A","label":"K106","level":"APPL","elapsed_ns":14700,"delta_ns":100,"time":"2024-03-01T12:00:00.000014700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K106 k106=106 k=2","fields":{"k106":106,"k":2},"env":32,"hd":0,"data":"0000006A00000002000000000000000000000000","file":"in.trc","offset":7688}
{"id":"06B","label":"K107","level":"APPL","elapsed_ns":14800,"delta_ns":100,"time":"2024-03-01T12:00:00.000014800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K107 k107=107 k=2","fields":{"k107":107,"k":2},"env":32,"hd":0,"data":"0000006B00000002000000000000000000000000","file":"in.trc","offset":7744}
{"id":"06C","label":"K108","level":"APPL","elapsed_ns":14900,"delta_ns":100,"time":"2024-03-01T12:00:00.000014900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K108 k108=108 k=2","fields":{"k108":108,"k":2},"env":32,"hd":0,"data":"0000006C00000002000000000000000000000000","file":"in.trc","offset":7800}
{"id":"06D","label":"K109","level":"APPL","elapsed_ns":15000,"delta_ns":100,"time":"2024-03-01T12:00:00.000015000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K109 k109=109 k=2","fields":{"k109":109,"k":2},"env":32,"hd":0,"data":"0000006D00000002000000000000000000000000","file":"in.trc","offset":7856}
{"id":"06E","label":"K110","level":"APPL","elapsed_ns":15100,"delta_ns":100,"time":"2024-03-01T12:00:00.000015100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K110 k110=110 k=2","fields":{"k110":110,"k":2},"env":32,"hd":0,"data":"0000006E00000002000000000000000000000000","file":"in.trc","offset":7912}
{"id":"06F","label":"K111","level":"APPL","elapsed_ns":15200,"delta_ns":100,"time":"2024-03-01T12:00:00.000015200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K111 k111=111 k=2","fields":{"k111":111,"k":2},"env":32,"hd":0,"data":"0000006F00000002000000000000000000000000","file":"in.trc","offset":7968}
{"id":"070","label":"K112","level":"APPL","elapsed_ns":15300,"delta_ns":100,"time":"2024-03-01T12:00:00.000015300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K112 k112=112 k=2","fields":{"k112":112,"k":2},"env":32,"hd":0,"data":"0000007000000002000000000000000000000000","file":"in.trc","offset":8024}
{"id":"071","label":"K113","level":"APPL","elapsed_ns":15400,"delta_ns":100,"time":"2024-03-01T12:00:00.000015400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K113 k113=113 k=2","fields":{"k113":113,"k":2},"env":32,"hd":0,"data":"0000007100000002000000000000000000000000","file":"in.trc","offset":8080}
{"id":"072","label":"K114","level":"APPL","elapsed_ns":15500,"delta_ns":100,"time":"2024-03-01T12:00:00.000015500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K114 k114=114 k=2","fields":{"k114":114,"k":2},"env":32,"hd":0,"data":"0000007200000002000000000000000000000000","file":"in.trc","offset":8136}
{"id":"073","label":"K115","level":"APPL","elapsed_ns":15600,"delta_ns":100,"time":"2024-03-01T12:00:00.000015600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K115 k115=115 k=2","fields":{"k115":115,"k":2},"env":32,"hd":0,"data":"0000007300000002000000000000000000000000","file":"in.trc","offset":8192}
{"id":"074","label":"K116","level":"APPL","elapsed_ns":15700,"delta_ns":100,"time":"2024-03-01T12:00:00.000015700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K116 k116=116 k=2","fields":{"k116":116,"k":2},"env":32,"hd":0,"data":"0000007400000002000000000000000000000000","file":"in.trc","offset":8248}
{"id":"075","label":"K117","level":"APPL","elapsed_ns":15800,"delta_ns":100,"time":"2024-03-01T12:00:00.000015800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K117 k117=117 k=2","fields":{"k117":117,"k":2},"env":32,"hd":0,"data":"0000007500000002000000000000000000000000","file":"in.trc","offset":8304}
{"id":"076","label":"K118","level":"APPL","elapsed_ns":15900,"delta_ns":100,"time":"2024-03-01T12:00:00.000015900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K118 k118=118 k=2","fields":{"k118":118,"k":2},"env":32,"hd":0,"data":"0000007600000002000000000000000000000000","file":"in.trc","offset":8360}
{"id":"077","label":"K119","level":"APPL","elapsed_ns":16000,"delta_ns":100,"time":"2024-03-01T12:00:00.000016000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K119 k119=119 k=2","fields":{"k119":119,"k":2},"env":32,"hd":0,"data":"0000007700000002000000000000000000000000","file":"in.trc","offset":8416}
{"id":"078","label":"K120","level":"APPL","elapsed_ns":16100,"delta_ns":100,"time":"2024-03-01T12:00:00.000016100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K120 k120=120 k=2","fields":{"k120":120,"k":2},"env":32,"hd":0,"data":"0000007800000002000000000000000000000000","file":"in.trc","offset":8472}
{"id":"079","label":"K121","level":"APPL","elapsed_ns":16200,"delta_ns":100,"time":"2024-03-01T12:00:00.000016200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K121 k121=121 k=2","fields":{"k121":121,"k":2},"env":32,"hd":0,"data":"0000007900000002000000000000000000000000","file":"in.trc","offset":8528}
{"id":"07A","label":"K122","level":"APPL","elapsed_ns":16300,"delta_ns":100,"time":"2024-03-01T12:00:00.000016300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K122 k122=122 k=2","fields":{"k122":122,"k":2},"env":32,"hd":0,"data":"0000007A00000002000000000000000000000000","file":"in.trc","offset":8584}
{"id":"07B","label":"K123","level":"APPL","elapsed_ns":16400,"delta_ns":100,"time":"2024-03-01T12:00:00.000016400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K123 k123=123 k=2","fields":{"k123":123,"k":2},"env":32,"hd":0,"data":"0000007B00000002000000000000000000000000","file":"in.trc","offset":8640}
{"id":"07C","label":"K124","level":"APPL","elapsed_ns":16500,"delta_ns":100,"time":"2024-03-01T12:00:00.000016500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K124 k124=124 k=2","fields":{"k124":124,"k":2},"env":32,"hd":0,"data":"0000007C00000002000000000000000000000000","file":"in.trc","offset":8696}
{"id":"07D","label":"K125","level":"APPL","elapsed_ns":16600,"delta_ns":100,"time":"2024-03-01T12:00:00.000016600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K125 k125=125 k=2","fields":{"k125":125,"k":2},"env":32,"hd":0,"data":"0000007D00000002000000000000000000000000","file":"in.trc","offset":8752}
{"id":"07E","label":"K126","level":"APPL","elapsed_ns":16700,"delta_ns":100,"time":"2024-03-01T12:00:00.000016700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K126 k126=126 k=2","fields":{"k126":126,"k":2},"env":32,"hd":0,"data":"0000007E00000002000000000000000000000000","file":"in.trc","offset":8808}
{"id":"07F","label":"K127","level":"APPL","elapsed_ns":16800,"delta_ns":100,"time":"2024-03-01T12:00:00.000016800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K127 k127=127 k=2","fields":{"k127":127,"k":2},"env":32,"hd":0,"data":"0000007F00000002000000000000000000000000","file":"in.trc","offset":8864}
{"id":"080","label":"K128","level":"APPL","elapsed_ns":16900,"delta_ns":100,"time":"2024-03-01T12:00:00.000016900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K128 k128=128 k=2","fields":{"k128":128,"k":2},"env":32,"hd":0,"data":"0000008000000002000000000000000000000000","file":"in.trc","offset":8920}
{"id":"081","label":"K129","level":"APPL","elapsed_ns":17000,"delta_ns":100,"time":"2024-03-01T12:00:00.000017000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K129 k129=129 k=2","fields":{"k129":129,"k":2},"env":32,"hd":0,"data":"0000008100000002000000000000000000000000","file":"in.trc","offset":8976}
{"id":"082","label":"K130","level":"APPL","elapsed_ns":17100,"delta_ns":100,"time":"2024-03-01T12:00:00.000017100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K130 k130=130 k=2","fields":{"k130":130,"k":2},"env":32,"hd":0,"data":"0000008200000002000000000000000000000000","file":"in.trc","offset":9032}
{"id":"083","label":"K131","level":"APPL","elapsed_ns":17200,"delta_ns":100,"time":"2024-03-01T12:00:00.000017200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K131 k131=131 k=2","fields":{"k131":131,"k":2},"env":32,"hd":0,"data":"0000008300000002000000000000000000000000","file":"in.trc","offset":9088}
{"id":"084","label":"K132","level":"APPL","elapsed_ns":17300,"delta_ns":100,"time":"2024-03-01T12:00:00.000017300Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K132 k132=132 k=2","fields":{"k132":132,"k":2},"env":32,"hd":0,"data":"0000008400000002000000000000000000000000","file":"in.trc","offset":9144}
{"id":"085","label":"K133","level":"APPL","elapsed_ns":17400,"delta_ns":100,"time":"2024-03-01T12:00:00.000017400Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K133 k133=133 k=2","fields":{"k133":133,"k":2},"env":32,"hd":0,"data":"0000008500000002000000000000000000000000","file":"in.trc","offset":9200}
{"id":"086","label":"K134","level":"APPL","elapsed_ns":17500,"delta_ns":100,"time":"2024-03-01T12:00:00.000017500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K134 k134=134 k=2","fields":{"k134":134,"k":2},"env":32,"hd":0,"data":"0000008600000002000000000000000000000000","file":"in.trc","offset":9256}
{"id":"087","label":"K135","level":"APPL","elapsed_ns":17600,"delta_ns":100,"time":"2024-03-01T12:00:00.000017600Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K135 k135=135 k=2","fields":{"k135":135,"k":2},"env":32,"hd":0,"data":"0000008700000002000000000000000000000000","file":"in.trc","offset":9312}
{"id":"088","label":"K136","level":"APPL","elapsed_ns":17700,"delta_ns":100,"time":"2024-03-01T12:00:00.000017700Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K136 k136=136 k=2","fields":{"k136":136,"k":2},"env":32,"hd":0,"data":"0000008800000002000000000000000000000000","file":"in.trc","offset":9368}
{"id":"089","label":"K137","level":"APPL","elapsed_ns":17800,"delta_ns":100,"time":"2024-03-01T12:00:00.000017800Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K137 k137=137 k=2","fields":{"k137":137,"k":2},"env":32,"hd":0,"data":"0000008900000002000000000000000000000000","file":"in.trc","offset":9424}
{"id":"08A","label":"K138","level":"APPL","elapsed_ns":17900,"delta_ns":100,"time":"2024-03-01T12:00:00.000017900Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K138 k138=138 k=2","fields":{"k138":138,"k":2},"env":32,"hd":0,"data":"0000008A00000002000000000000000000000000","file":"in.trc","offset":9480}
{"id":"08B","label":"K139","level":"APPL","elapsed_ns":18000,"delta_ns":100,"time":"2024-03-01T12:00:00.000018000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"K139 k139=139 k=2","fields":{"k139":139,"k":2},"env":32,"hd":0,"data":"0000008B00000002000000000000000000000000","file":"in.trc","offset":9536}
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
030,1100,0,2024-03-01T12:00:00.000001100Z,0,42,43,,APPL,REP,REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4,"{""text"":""3"",""a"":""3"",""a#2"":""4"",""pid64"":""3"",""tid64"":""4"",""a#3"":""493"",""b"":""3"",""c"":""4"",""d"":""493"",""e"":""3"",""f"":""4"",""g"":""493"",""h"":""3"",""i"":""4"",""j"":""493"",""k"":""3"",""l"":""4""}"
031,1200,100,2024-03-01T12:00:00.000001200Z,0,42,43,,APPL,REP,REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493,"{""text"":""3"",""a"":""3"",""a#2"":""4"",""pid64"":""3"",""tid64"":""4"",""a#3"":""493"",""b"":""3"",""c"":""4"",""d"":""493"",""e"":""3"",""f"":""4"",""g"":""493"",""h"":""3"",""i"":""4"",""j"":""493"",""k"":""3"",""l"":""4"",""m"":""493""}"
032,1300,100,2024-03-01T12:00:00.000001300Z,0,42,43,,SVC,LONG,LONG a_rather_long_field_name_of_forty_bytes=3 x=4,"{""a_rather_long_field_name_of_forty_bytes"":""3"",""x"":""4""}"
033,1400,100,2024-03-01T12:00:00.000001400Z,0,42,43,,KERN,STR,STR s= t=493,"{""s"":"""",""t"":""493""}"
034,1500,100,2024-03-01T12:00:00.000001500Z,0,42,43,,INT,TWO,"TWO a=3
b=4 c=493","{""a"":""3"",""b"":""4"",""c"":""493""}"
035,1600,100,2024-03-01T12:00:00.000001600Z,0,42,43,,APPL,CSV,CSV c= n=4,"{""c"":"""",""n"":""4""}"
030,1700,100,2024-03-01T12:00:00.000001700Z,1,3000000000,5000000000,,APPL,REP,REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6,"{""text"":""5"",""a"":""5"",""a#2"":""6"",""pid64"":""5"",""tid64"":""6"",""a#3"":""7"",""b"":""5"",""c"":""6"",""d"":""7"",""e"":""5"",""f"":""6"",""g"":""7"",""h"":""5"",""i"":""6"",""j"":""7"",""k"":""5"",""l"":""6""}"
033,1800,100,2024-03-01T12:00:00.000001800Z,1,42,44,,KERN,STR,"STR s=a"".b�,c t=10","{""s"":""a\"".b�,c"",""t"":""10""}"
035,1900,100,2024-03-01T12:00:00.000001900Z,1,42,44,,APPL,CSV,"CSV c=a,"" n=11","{""c"":""a,\"""",""n"":""11""}"
040,2000,100,2024-03-01T12:00:00.000002000Z,0,42,43,,APPL,K64,K64 k64=64 k=2,"{""k64"":""64"",""k"":""2""}"
041,2100,100,2024-03-01T12:00:00.000002100Z,0,42,43,,APPL,K65,K65 k65=65 k=2,"{""k65"":""65"",""k"":""2""}"
042,2200,100,2024-03-01T12:00:00.000002200Z,0,42,43,,APPL,K66,K66 k66=66 k=2,"{""k66"":""66"",""k"":""2""}"
043,2300,100,2024-03-01T12:00:00.000002300Z,0,42,43,,APPL,K67,K67 k67=67 k=2,"{""k67"":""67"",""k"":""2""}"
044,2400,100,2024-03-01T12:00:00.000002400Z,0,42,43,,APPL,K68,K68 k68=68 k=2,"{""k68"":""68"",""k"":""2""}"
045,2500,100,2024-03-01T12:00:00.000002500Z,0,42,43,,APPL,K69,K69 k69=69 k=2,"{""k69"":""69"",""k"":""2""}"
046,2600,100,2024-03-01T12:00:00.000002600Z,0,42,43,,APPL,K70,K70 k70=70 k=2,"{""k70"":""70"",""k"":""2""}"
047,2700,100,2024-03-01T12:00:00.000002700Z,0,42,43,,APPL,K71,K71 k71=71 k=2,"{""k71"":""71"",""k"":""2""}"
048,2800,100,2024-03-01T12:00:00.000002800Z,0,42,43,,APPL,K72,K72 k72=72 k=2,"{""k72"":""72"",""k"":""2""}"
049,2900,100,2024-03-01T12:00:00.000002900Z,0,42,43,,APPL,K73,K73 k73=73 k=2,"{""k73"":""73"",""k"":""2""}"
04A,3000,100,2024-03-01T12:00:00.000003000Z,0,42,43,,APPL,K74,K74 k74=74 k=2,"{""k74"":""74"",""k"":""2""}"
04B,3100,100,2024-03-01T12:00:00.000003100Z,0,42,43,,APPL,K75,K75 k75=75 k=2,"{""k75"":""75"",""k"":""2""}"
04C,3200,100,2024-03-01T12:00:00.000003200Z,0,42,43,,APPL,K76,K76 k76=76 k=2,"{""k76"":""76"",""k"":""2""}"
04D,3300,100,2024-03-01T12:00:00.000003300Z,0,42,43,,APPL,K77,K77 k77=77 k=2,"{""k77"":""77"",""k"":""2""}"
04E,3400,100,2024-03-01T12:00:00.000003400Z,0,42,43,,APPL,K78,K78 k78=78 k=2,"{""k78"":""78"",""k"":""2""}"
04F,3500,100,2024-03-01T12:00:00.000003500Z,0,42,43,,APPL,K79,K79 k79=79 k=2,"{""k79"":""79"",""k"":""2""}"
050,3600,100,2024-03-01T12:00:00.000003600Z,0,42,43,,APPL,K80,K80 k80=80 k=2,"{""k80"":""80"",""k"":""2""}"
051,3700,100,2024-03-01T12:00:00.000003700Z,0,42,43,,APPL,K81,K81 k81=81 k=2,"{""k81"":""81"",""k"":""2""}"
052,3800,100,2024-03-01T12:00:00.000003800Z,0,42,43,,APPL,K82,K82 k82=82 k=2,"{""k82"":""82"",""k"":""2""}"
053,3900,100,2024-03-01T12:00:00.000003900Z,0,42,43,,APPL,K83,K83 k83=83 k=2,"{""k83"":""83"",""k"":""2""}"
054,4000,100,2024-03-01T12:00:00.000004000Z,0,42,43,,APPL,K84,K84 k84=84 k=2,"{""k84"":""84"",""k"":""2""}"
055,4100,100,2024-03-01T12:00:00.000004100Z,0,42,43,,APPL,K85,K85 k85=85 k=2,"{""k85"":""85"",""k"":""2""}"
056,4200,100,2024-03-01T12:00:00.000004200Z,0,42,43,,APPL,K86,K86 k86=86 k=2,"{""k86"":""86"",""k"":""2""}"
057,4300,100,2024-03-01T12:00:00.000004300Z,0,42,43,,APPL,K87,K87 k87=87 k=2,"{""k87"":""87"",""k"":""2""}"
058,4400,100,2024-03-01T12:00:00.000004400Z,0,42,43,,APPL,K88,K88 k88=88 k=2,"{""k88"":""88"",""k"":""2""}"
059,4500,100,2024-03-01T12:00:00.000004500Z,0,42,43,,APPL,K89,K89 k89=89 k=2,"{""k89"":""89"",""k"":""2""}"
05A,4600,100,2024-03-01T12:00:00.000004600Z,0,42,43,,APPL,K90,K90 k90=90 k=2,"{""k90"":""90"",""k"":""2""}"
05B,4700,100,2024-03-01T12:00:00.000004700Z,0,42,43,,APPL,K91,K91 k91=91 k=2,"{""k91"":""91"",""k"":""2""}"
05C,4800,100,2024-03-01T12:00:00.000004800Z,0,42,43,,APPL,K92,K92 k92=92 k=2,"{""k92"":""92"",""k"":""2""}"
05D,4900,100,2024-03-01T12:00:00.000004900Z,0,42,43,,APPL,K93,K93 k93=93 k=2,"{""k93"":""93"",""k"":""2""}"
05E,5000,100,2024-03-01T12:00:00.000005000Z,0,42,43,,APPL,K94,K94 k94=94 k=2,"{""k94"":""94"",""k"":""2""}"
05F,5100,100,2024-03-01T12:00:00.000005100Z,0,42,43,,APPL,K95,K95 k95=95 k=2,"{""k95"":""95"",""k"":""2""}"
060,5200,100,2024-03-01T12:00:00.000005200Z,0,42,43,,APPL,K96,K96 k96=96 k=2,"{""k96"":""96"",""k"":""2""}"
061,5300,100,2024-03-01T12:00:00.000005300Z,0,42,43,,APPL,K97,K97 k97=97 k=2,"{""k97"":""97"",""k"":""2""}"
062,5400,100,2024-03-01T12:00:00.000005400Z,0,42,43,,APPL,K98,K98 k98=98 k=2,"{""k98"":""98"",""k"":""2""}"
063,5500,100,2024-03-01T12:00:00.000005500Z,0,42,43,,APPL,K99,K99 k99=99 k=2,"{""k99"":""99"",""k"":""2""}"
064,5600,100,2024-03-01T12:00:00.000005600Z,0,42,43,,APPL,K100,K100 k100=100 k=2,"{""k100"":""100"",""k"":""2""}"
065,5700,100,2024-03-01T12:00:00.000005700Z,0,42,43,,APPL,K101,K101 k101=101 k=2,"{""k101"":""101"",""k"":""2""}"
066,5800,100,2024-03-01T12:00:00.000005800Z,0,42,43,,APPL,K102,K102 k102=102 k=2,"{""k102"":""102"",""k"":""2""}"
067,5900,100,2024-03-01T12:00:00.000005900Z,0,42,43,,APPL,K103,K103 k103=103 k=2,"{""k103"":""103"",""k"":""2""}"
068,6000,100,2024-03-01T12:00:00.000006000Z,0,42,43,,APPL,K104,K104 k104=104 k=2,"{""k104"":""104"",""k"":""2""}"
069,6100,100,2024-03-01T12:00:00.000006100Z,0,42,43,,APPL,K105,K105 k105=105 k=2,"{""k105"":""105"",""k"":""2""}"
06A,6200,100,2024-03-01T12:00:00.000006200Z,0,42,43,,APPL,K106,K106 k106=106 k=2,"{""k106"":""106"",""k"":""2""}"
06B,6300,100,2024-03-01T12:00:00.000006300Z,0,42,43,,APPL,K107,K107 k107=107 k=2,"{""k107"":""107"",""k"":""2""}"
06C,6400,100,2024-03-01T12:00:00.000006400Z,0,42,43,,APPL,K108,K108 k108=108 k=2,"{""k108"":""108"",""k"":""2""}"
06D,6500,100,2024-03-01T12:00:00.000006500Z,0,42,43,,APPL,K109,K109 k109=109 k=2,"{""k109"":""109"",""k"":""2""}"
06E,6600,100,2024-03-01T12:00:00.000006600Z,0,42,43,,APPL,K110,K110 k110=110 k=2,"{""k110"":""110"",""k"":""2""}"
06F,6700,100,2024-03-01T12:00:00.000006700Z,0,42,43,,APPL,K111,K111 k111=111 k=2,"{""k111"":""111"",""k"":""2""}"
070,6800,100,2024-03-01T12:00:00.000006800Z,0,42,43,,APPL,K112,K112 k112=112 k=2,"{""k112"":""112"",""k"":""2""}"
071,6900,100,2024-03-01T12:00:00.000006900Z,0,42,43,,APPL,K113,K113 k113=113 k=2,"{""k113"":""113"",""k"":""2""}"
072,7000,100,2024-03-01T12:00:00.000007000Z,0,42,43,,APPL,K114,K114 k114=114 k=2,"{""k114"":""114"",""k"":""2""}"
073,7100,100,2024-03-01T12:00:00.000007100Z,0,42,43,,APPL,K115,K115 k115=115 k=2,"{""k115"":""115"",""k"":""2""}"
074,7200,100,2024-03-01T12:00:00.000007200Z,0,42,43,,APPL,K116,K116 k116=116 k=2,"{""k116"":""116"",""k"":""2""}"
075,7300,100,2024-03-01T12:00:00.000007300Z,0,42,43,,APPL,K117,K117 k117=117 k=2,"{""k117"":""117"",""k"":""2""}"
076,7400,100,2024-03-01T12:00:00.000007400Z,0,42,43,,APPL,K118,K118 k118=118 k=2,"{""k118"":""118"",""k"":""2""}"
077,7500,100,2024-03-01T12:00:00.000007500Z,0,42,43,,APPL,K119,K119 k119=119 k=2,"{""k119"":""119"",""k"":""2""}"
078,7600,100,2024-03-01T12:00:00.000007600Z,0,42,43,,APPL,K120,K120 k120=120 k=2,"{""k120"":""120"",""k"":""2""}"
079,7700,100,2024-03-01T12:00:00.000007700Z,0,42,43,,APPL,K121,K121 k121=121 k=2,"{""k121"":""121"",""k"":""2""}"
07A,7800,100,2024-03-01T12:00:00.000007800Z,0,42,43,,APPL,K122,K122 k122=122 k=2,"{""k122"":""122"",""k"":""2""}"
07B,7900,100,2024-03-01T12:00:00.000007900Z,0,42,43,,APPL,K123,K123 k123=123 k=2,"{""k123"":""123"",""k"":""2""}"
07C,8000,100,2024-03-01T12:00:00.000008000Z,0,42,43,,APPL,K124,K124 k124=124 k=2,"{""k124"":""124"",""k"":""2""}"
07D,8100,100,2024-03-01T12:00:00.000008100Z,0,42,43,,APPL,K125,K125 k125=125 k=2,"{""k125"":""125"",""k"":""2""}"
07E,8200,100,2024-03-01T12:00:00.000008200Z,0,42,43,,APPL,K126,K126 k126=126 k=2,"{""k126"":""126"",""k"":""2""}"
07F,8300,100,2024-03-01T12:00:00.000008300Z,0,42,43,,APPL,K127,K127 k127=127 k=2,"{""k127"":""127"",""k"":""2""}"
080,8400,100,2024-03-01T12:00:00.000008400Z,0,42,43,,APPL,K128,K128 k128=128 k=2,"{""k128"":""128"",""k"":""2""}"
081,8500,100,2024-03-01T12:00:00.000008500Z,0,42,43,,APPL,K129,K129 k129=129 k=2,"{""k129"":""129"",""k"":""2""}"
082,8600,100,2024-03-01T12:00:00.000008600Z,0,42,43,,APPL,K130,K130 k130=130 k=2,"{""k130"":""130"",""k"":""2""}"
083,8700,100,2024-03-01T12:00:00.000008700Z,0,42,43,,APPL,K131,K131 k131=131 k=2,"{""k131"":""131"",""k"":""2""}"
084,8800,100,2024-03-01T12:00:00.000008800Z,0,42,43,,APPL,K132,K132 k132=132 k=2,"{""k132"":""132"",""k"":""2""}"
085,8900,100,2024-03-01T12:00:00.000008900Z,0,42,43,,APPL,K133,K133 k133=133 k=2,"{""k133"":""133"",""k"":""2""}"
086,9000,100,2024-03-01T12:00:00.000009000Z,0,42,43,,APPL,K134,K134 k134=134 k=2,"{""k134"":""134"",""k"":""2""}"
087,9100,100,2024-03-01T12:00:00.000009100Z,0,42,43,,APPL,K135,K135 k135=135 k=2,"{""k135"":""135"",""k"":""2""}"
088,9200,100,2024-03-01T12:00:00.000009200Z,0,42,43,,APPL,K136,K136 k136=136 k=2,"{""k136"":""136"",""k"":""2""}"
089,9300,100,2024-03-01T12:00:00.000009300Z,0,42,43,,APPL,K137,K137 k137=137 k=2,"{""k137"":""137"",""k"":""2""}"
08A,9400,100,2024-03-01T12:00:00.000009400Z,0,42,43,,APPL,K138,K138 k138=138 k=2,"{""k138"":""138"",""k"":""2""}"
08B,9500,100,2024-03-01T12:00:00.000009500Z,0,42,43,,APPL,K139,K139 k139=139 k=2,"{""k139"":""139"",""k"":""2""}"
030,9600,100,2024-03-01T12:00:00.000009600Z,0,42,43,,APPL,REP,REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4,"{""text"":""3"",""a"":""3"",""a#2"":""4"",""pid64"":""3"",""tid64"":""4"",""a#3"":""493"",""b"":""3"",""c"":""4"",""d"":""493"",""e"":""3"",""f"":""4"",""g"":""493"",""h"":""3"",""i"":""4"",""j"":""493"",""k"":""3"",""l"":""4""}"
031,9700,100,2024-03-01T12:00:00.000009700Z,0,42,43,,APPL,REP,REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493,"{""text"":""3"",""a"":""3"",""a#2"":""4"",""pid64"":""3"",""tid64"":""4"",""a#3"":""493"",""b"":""3"",""c"":""4"",""d"":""493"",""e"":""3"",""f"":""4"",""g"":""493"",""h"":""3"",""i"":""4"",""j"":""493"",""k"":""3"",""l"":""4"",""m"":""493""}"
032,9800,100,2024-03-01T12:00:00.000009800Z,0,42,43,,SVC,LONG,LONG a_rather_long_field_name_of_forty_bytes=3 x=4,"{""a_rather_long_field_name_of_forty_bytes"":""3"",""x"":""4""}"
033,9900,100,2024-03-01T12:00:00.000009900Z,0,42,43,,KERN,STR,STR s= t=493,"{""s"":"""",""t"":""493""}"
034,10000,100,2024-03-01T12:00:00.000010000Z,0,42,43,,INT,TWO,"TWO a=3
b=4 c=493","{""a"":""3"",""b"":""4"",""c"":""493""}"
035,10100,100,2024-03-01T12:00:00.000010100Z,0,42,43,,APPL,CSV,CSV c= n=4,"{""c"":"""",""n"":""4""}"
030,10200,100,2024-03-01T12:00:00.000010200Z,1,3000000000,5000000000,,APPL,REP,REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6,"{""text"":""5"",""a"":""5"",""a#2"":""6"",""pid64"":""5"",""tid64"":""6"",""a#3"":""7"",""b"":""5"",""c"":""6"",""d"":""7"",""e"":""5"",""f"":""6"",""g"":""7"",""h"":""5"",""i"":""6"",""j"":""7"",""k"":""5"",""l"":""6""}"
033,10300,100,2024-03-01T12:00:00.000010300Z,1,42,44,,KERN,STR,"STR s=a"".b�,c t=10","{""s"":""a\"".b�,c"",""t"":""10""}"
035,10400,100,2024-03-01T12:00:00.000010400Z,1,42,44,,APPL,CSV,"CSV c=a,"" n=11","{""c"":""a,\"""",""n"":""11""}"
040,10500,100,2024-03-01T12:00:00.000010500Z,0,42,43,,APPL,K64,K64 k64=64 k=2,"{""k64"":""64"",""k"":""2""}"
041,10600,100,2024-03-01T12:00:00.000010600Z,0,42,43,,APPL,K65,K65 k65=65 k=2,"{""k65"":""65"",""k"":""2""}"
042,10700,100,2024-03-01T12:00:00.000010700Z,0,42,43,,APPL,K66,K66 k66=66 k=2,"{""k66"":""66"",""k"":""2""}"
043,10800,100,2024-03-01T12:00:00.000010800Z,0,42,43,,APPL,K67,K67 k67=67 k=2,"{""k67"":""67"",""k"":""2""}"
044,10900,100,2024-03-01T12:00:00.000010900Z,0,42,43,,APPL,K68,K68 k68=68 k=2,"{""k68"":""68"",""k"":""2""}"
045,11000,100,2024-03-01T12:00:00.000011000Z,0,42,43,,APPL,K69,K69 k69=69 k=2,"{""k69"":""69"",""k"":""2""}"
046,11100,100,2024-03-01T12:00:00.000011100Z,0,42,43,,APPL,K70,K70 k70=70 k=2,"{""k70"":""70"",""k"":""2""}"
047,11200,100,2024-03-01T12:00:00.000011200Z,0,42,43,,APPL,K71,K71 k71=71 k=2,"{""k71"":""71"",""k"":""2""}"
048,11300,100,2024-03-01T12:00:00.000011300Z,0,42,43,,APPL,K72,K72 k72=72 k=2,"{""k72"":""72"",""k"":""2""}"
049,11400,100,2024-03-01T12:00:00.000011400Z,0,42,43,,APPL,K73,K73 k73=73 k=2,"{""k73"":""73"",""k"":""2""}"
04A,11500,100,2024-03-01T12:00:00.000011500Z,0,42,43,,APPL,K74,K74 k74=74 k=2,"{""k74"":""74"",""k"":""2""}"
04B,11600,100,2024-03-01T12:00:00.000011600Z,0,42,43,,APPL,K75,K75 k75=75 k=2,"{""k75"":""75"",""k"":""2""}"
04C,11700,100,2024-03-01T12:00:00.000011700Z,0,42,43,,APPL,K76,K76 k76=76 k=2,"{""k76"":""76"",""k"":""2""}"
04D,11800,100,2024-03-01T12:00:00.000011800Z,0,42,43,,APPL,K77,K77 k77=77 k=2,"{""k77"":""77"",""k"":""2""}"
04E,11900,100,2024-03-01T12:00:00.000011900Z,0,42,43,,APPL,K78,K78 k78=78 k=2,"{""k78"":""78"",""k"":""2""}"
04F,12000,100,2024-03-01T12:00:00.000012000Z,0,42,43,,APPL,K79,K79 k79=79 k=2,"{""k79"":""79"",""k"":""2""}"
050,12100,100,2024-03-01T12:00:00.000012100Z,0,42,43,,APPL,K80,K80 k80=80 k=2,"{""k80"":""80"",""k"":""2""}"
051,12200,100,2024-03-01T12:00:00.000012200Z,0,42,43,,APPL,K81,K81 k81=81 k=2,"{""k81"":""81"",""k"":""2""}"
052,12300,100,2024-03-01T12:00:00.000012300Z,0,42,43,,APPL,K82,K82 k82=82 k=2,"{""k82"":""82"",""k"":""2""}"
053,12400,100,2024-03-01T12:00:00.000012400Z,0,42,43,,APPL,K83,K83 k83=83 k=2,"{""k83"":""83"",""k"":""2""}"
054,12500,100,2024-03-01T12:00:00.000012500Z,0,42,43,,APPL,K84,K84 k84=84 k=2,"{""k84"":""84"",""k"":""2""}"
055,12600,100,2024-03-01T12:00:00.000012600Z,0,42,43,,APPL,K85,K85 k85=85 k=2,"{""k85"":""85"",""k"":""2""}"
056,12700,100,2024-03-01T12:00:00.000012700Z,0,42,43,,APPL,K86,K86 k86=86 k=2,"{""k86"":""86"",""k"":""2""}"
057,12800,100,2024-03-01T12:00:00.000012800Z,0,42,43,,APPL,K87,K87 k87=87 k=2,"{""k87"":""87"",""k"":""2""}"
058,12900,100,2024-03-01T12:00:00.000012900Z,0,42,43,,APPL,K88,K88 k88=88 k=2,"{""k88"":""88"",""k"":""2""}"
059,13000,100,2024-03-01T12:00:00.000013000Z,0,42,43,,APPL,K89,K89 k89=89 k=2,"{""k89"":""89"",""k"":""2""}"
05A,13100,100,2024-03-01T12:00:00.000013100Z,0,42,43,,APPL,K90,K90 k90=90 k=2,"{""k90"":""90"",""k"":""2""}"
05B,13200,100,2024-03-01T12:00:00.000013200Z,0,42,43,,APPL,K91,K91 k91=91 k=2,"{""k91"":""91"",""k"":""2""}"
05C,13300,100,2024-03-01T12:00:00.000013300Z,0,42,43,,APPL,K92,K92 k92=92 k=2,"{""k92"":""92"",""k"":""2""}"
05D,13400,100,2024-03-01T12:00:00.000013400Z,0,42,43,,APPL,K93,K93 k93=93 k=2,"{""k93"":""93"",""k"":""2""}"
05E,13500,100,2024-03-01T12:00:00.000013500Z,0,42,43,,APPL,K94,K94 k94=94 k=2,"{""k94"":""94"",""k"":""2""}"
05F,13600,100,2024-03-01T12:00:00.000013600Z,0,42,43,,APPL,K95,K95 k95=95 k=2,"{""k95"":""95"",""k"":""2""}"
060,13700,100,2024-03-01T12:00:00.000013700Z,0,42,43,,APPL,K96,K96 k96=96 k=2,"{""k96"":""96"",""k"":""2""}"
061,13800,100,2024-03-01T12:00:00.000013800Z,0,42,43,,APPL,K97,K97 k97=97 k=2,"{""k97"":""97"",""k"":""2""}"
062,13900,100,2024-03-01T12:00:00.000013900Z,0,42,43,,APPL,K98,K98 k98=98 k=2,"{""k98"":""98"",""k"":""2""}"
063,14000,100,2024-03-01T12:00:00.000014000Z,0,42,43,,APPL,K99,K99 k99=99 k=2,"{""k99"":""99"",""k"":""2""}"
064,14100,100,2024-03-01T12:00:00.000014100Z,0,42,43,,APPL,K100,K100 k100=100 k=2,"{""k100"":""100"",""k"":""2""}"
065,14200,100,2024-03-01T12:00:00.000014200Z,0,42,43,,APPL,K101,K101 k101=101 k=2,"{""k101"":""101"",""k"":""2""}"
066,14300,100,2024-03-01T12:00:00.000014300Z,0,42,43,,APPL,K102,K102 k102=102 k=2,"{""k102"":""102"",""k"":""2""}"
067,14400,100,2024-03-01T12:00:00.000014400Z,0,42,43,,APPL,K103,K103 k103=103 k=2,"{""k103"":""103"",""k"":""2""}"
068,14500,100,2024-03-01T12:00:00.000014500Z,0,42,43,,APPL,K104,K104 k104=104 k=2,"{""k104"":""104"",""k"":""2""}"
069,14600,100,2024-03-01T12:00:00.000014600Z,0,42,43,,APPL,K105,K105 k105=105 k=2,"{""k105"":""105"",""k"":""2""}"
06A,14700,100,2024-03-01T12:00:00.000014700Z,0,42,43,,APPL,K106,K106 k106=106 k=2,"{""k106"":""106"",""k"":""2""}"
06B,14800,100,2024-03-01T12:00:00.000014800Z,0,42,43,,APPL,K107,K107 k107=107 k=2,"{""k107"":""107"",""k"":""2""}"
06C,14900,100,2024-03-01T12:00:00.000014900Z,0,42,43,,APPL,K108,K108 k108=108 k=2,"{""k108"":""108"",""k"":""2""}"
06D,15000,100,2024-03-01T12:00:00.000015000Z,0,42,43,,APPL,K109,K109 k109=109 k=2,"{""k109"":""109"",""k"":""2""}"
06E,15100,100,2024-03-01T12:00:00.000015100Z,0,42,43,,APPL,K110,K110 k110=110 k=2,"{""k110"":""110"",""k"":""2""}"
06F,15200,100,2024-03-01T12:00:00.000015200Z,0,42,43,,APPL,K111,K111 k111=111 k=2,"{""k111"":""111"",""k"":""2""}"
070,15300,100,2024-03-01T12:00:00.000015300Z,0,42,43,,APPL,K112,K112 k112=112 k=2,"{""k112"":""112"",""k"":""2""}"
071,15400,100,2024-03-01T12:00:00.000015400Z,0,42,43,,APPL,K113,K113 k113=113 k=2,"{""k113"":""113"",""k"":""2""}"
072,15500,100,2024-03-01T12:00:00.000015500Z,0,42,43,,APPL,K114,K114 k114=114 k=2,"{""k114"":""114"",""k"":""2""}"
073,15600,100,2024-03-01T12:00:00.000015600Z,0,42,43,,APPL,K115,K115 k115=115 k=2,"{""k115"":""115"",""k"":""2""}"
074,15700,100,2024-03-01T12:00:00.000015700Z,0,42,43,,APPL,K116,K116 k116=116 k=2,"{""k116"":""116"",""k"":""2""}"
075,15800,100,2024-03-01T12:00:00.000015800Z,0,42,43,,APPL,K117,K117 k117=117 k=2,"{""k117"":""117"",""k"":""2""}"
076,15900,100,2024-03-01T12:00:00.000015900Z,0,42,43,,APPL,K118,K118 k118=118 k=2,"{""k118"":""118"",""k"":""2""}"
077,16000,100,2024-03-01T12:00:00.000016000Z,0,42,43,,APPL,K119,K119 k119=119 k=2,"{""k119"":""119"",""k"":""2""}"
078,16100,100,2024-03-01T12:00:00.000016100Z,0,42,43,,APPL,K120,K120 k120=120 k=2,"{""k120"":""120"",""k"":""2""}"
079,16200,100,2024-03-01T12:00:00.000016200Z,0,42,43,,APPL,K121,K121 k121=121 k=2,"{""k121"":""121"",""k"":""2""}"
07A,16300,100,2024-03-01T12:00:00.000016300Z,0,42,43,,APPL,K122,K122 k122=122 k=2,"{""k122"":""122"",""k"":""2""}"
07B,16400,100,2024-03-01T12:00:00.000016400Z,0,42,43,,APPL,K123,K123 k123=123 k=2,"{""k123"":""123"",""k"":""2""}"
07C,16500,100,2024-03-01T12:00:00.000016500Z,0,42,43,,APPL,K124,K124 k124=124 k=2,"{""k124"":""124"",""k"":""2""}"
07D,16600,100,2024-03-01T12:00:00.000016600Z,0,42,43,,APPL,K125,K125 k125=125 k=2,"{""k125"":""125"",""k"":""2""}"
07E,16700,100,2024-03-01T12:00:00.000016700Z,0,42,43,,APPL,K126,K126 k126=126 k=2,"{""k126"":""126"",""k"":""2""}"
07F,16800,100,2024-03-01T12:00:00.000016800Z,0,42,43,,APPL,K127,K127 k127=127 k=2,"{""k127"":""127"",""k"":""2""}"
080,16900,100,2024-03-01T12:00:00.000016900Z,0,42,43,,APPL,K128,K128 k128=128 k=2,"{""k128"":""128"",""k"":""2""}"
081,17000,100,2024-03-01T12:00:00.000017000Z,0,42,43,,APPL,K129,K129 k129=129 k=2,"{""k129"":""129"",""k"":""2""}"
082,17100,100,2024-03-01T12:00:00.000017100Z,0,42,43,,APPL,K130,K130 k130=130 k=2,"{""k130"":""130"",""k"":""2""}"
083,17200,100,2024-03-01T12:00:00.000017200Z,0,42,43,,APPL,K131,K131 k131=131 k=2,"{""k131"":""131"",""k"":""2""}"
084,17300,100,2024-03-01T12:00:00.000017300Z,0,42,43,,APPL,K132,K132 k132=132 k=2,"{""k132"":""132"",""k"":""2""}"
085,17400,100,2024-03-01T12:00:00.000017400Z,0,42,43,,APPL,K133,K133 k133=133 k=2,"{""k133"":""133"",""k"":""2""}"
086,17500,100,2024-03-01T12:00:00.000017500Z,0,42,43,,APPL,K134,K134 k134=134 k=2,"{""k134"":""134"",""k"":""2""}"
087,17600,100,2024-03-01T12:00:00.000017600Z,0,42,43,,APPL,K135,K135 k135=135 k=2,"{""k135"":""135"",""k"":""2""}"
088,17700,100,2024-03-01T12:00:00.000017700Z,0,42,43,,APPL,K136,K136 k136=136 k=2,"{""k136"":""136"",""k"":""2""}"
089,17800,100,2024-03-01T12:00:00.000017800Z,0,42,43,,APPL,K137,K137 k137=137 k=2,"{""k137"":""137"",""k"":""2""}"
08A,17900,100,2024-03-01T12:00:00.000017900Z,0,42,43,,APPL,K138,K138 k138=138 k=2,"{""k138"":""138"",""k"":""2""}"
08B,18000,100,2024-03-01T12:00:00.000018000Z,0,42,43,,APPL,K139,K139 k139=139 k=2,"{""k139"":""139"",""k"":""2""}"
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"REP","cat":"030","ts":1.100,"pid":42,"tid":43,"args":{"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4","text#2":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4}},
{"ph":"i","s":"t","name":"REP","cat":"031","ts":1.200,"pid":42,"tid":43,"args":{"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493","text#2":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4,"m":493}},
{"ph":"i","s":"t","name":"LONG","cat":"032","ts":1.300,"pid":42,"tid":43,"args":{"text":"LONG a_rather_long_field_name_of_forty_bytes=3 x=4","a_rather_long_field_name_of_forty_bytes":3,"x":4}},
{"ph":"i","s":"t","name":"STR","cat":"033","ts":1.400,"pid":42,"tid":43,"args":{"text":"STR s= t=493","s":"","t":493}},
{"ph":"i","s":"t","name":"TWO","cat":"034","ts":1.500,"pid":42,"tid":43,"args":{"text":"TWO a=3\nb=4 c=493","a":3,"b":4,"c":493}},
{"ph":"i","s":"t","name":"CSV","cat":"035","ts":1.600,"pid":42,"tid":43,"args":{"text":"CSV c= n=4","c":"","n":4}},
{"ph":"i","s":"t","name":"REP","cat":"030","ts":1.700,"pid":2147418112,"tid":2147418113,"args":{"text":"REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6","text#2":5,"a":5,"a#2":6,"pid64#2":5,"tid64#2":6,"a#3":7,"b":5,"c":6,"d":7,"e":5,"f":6,"g":7,"h":5,"i":6,"j":7,"k":5,"l":6,"pid64":3000000000,"tid64":5000000000}},
{"ph":"i","s":"t","name":"STR","cat":"033","ts":1.800,"pid":42,"tid":44,"args":{"text":"STR s=a\".b�,c t=10","s":"a\".b�,c","t":10}},
{"ph":"i","s":"t","name":"CSV","cat":"035","ts":1.900,"pid":42,"tid":44,"args":{"text":"CSV c=a,\" n=11","c":"a,\"","n":11}},
{"ph":"i","s":"t","name":"K64","cat":"040","ts":2.000,"pid":42,"tid":43,"args":{"text":"K64 k64=64 k=2","k64":64,"k":2}},
{"ph":"i","s":"t","name":"K65","cat":"041","ts":2.100,"pid":42,"tid":43,"args":{"text":"K65 k65=65 k=2","k65":65,"k":2}},
{"ph":"i","s":"t","name":"K66","cat":"042","ts":2.200,"pid":42,"tid":43,"args":{"text":"K66 k66=66 k=2","k66":66,"k":2}},
{"ph":"i","s":"t","name":"K67","cat":"043","ts":2.300,"pid":42,"tid":43,"args":{"text":"K67 k67=67 k=2","k67":67,"k":2}},
{"ph":"i","s":"t","name":"K68","cat":"044","ts":2.400,"pid":42,"tid":43,"args":{"text":"K68 k68=68 k=2","k68":68,"k":2}},
{"ph":"i","s":"t","name":"K69","cat":"045","ts":2.500,"pid":42,"tid":43,"args":{"text":"K69 k69=69 k=2","k69":69,"k":2}},
{"ph":"i","s":"t","name":"K70","cat":"046","ts":2.600,"pid":42,"tid":43,"args":{"text":"K70 k70=70 k=2","k70":70,"k":2}},
{"ph":"i","s":"t","name":"K71","cat":"047","ts":2.700,"pid":42,"tid":43,"args":{"text":"K71 k71=71 k=2","k71":71,"k":2}},
{"ph":"i","s":"t","name":"K72","cat":"048","ts":2.800,"pid":42,"tid":43,"args":{"text":"K72 k72=72 k=2","k72":72,"k":2}},
{"ph":"i","s":"t","name":"K73","cat":"049","ts":2.900,"pid":42,"tid":43,"args":{"text":"K73 k73=73 k=2","k73":73,"k":2}},
{"ph":"i","s":"t","name":"K74","cat":"04A","ts":3.000,"pid":42,"tid":43,"args":{"text":"K74 k74=74 k=2","k74":74,"k":2}},
{"ph":"i","s":"t","name":"K75","cat":"04B","ts":3.100,"pid":42,"tid":43,"args":{"text":"K75 k75=75 k=2","k75":75,"k":2}},
{"ph":"i","s":"t","name":"K76","cat":"04C","ts":3.200,"pid":42,"tid":43,"args":{"text":"K76 k76=76 k=2","k76":76,"k":2}},
{"ph":"i","s":"t","name":"K77","cat":"04D","ts":3.300,"pid":42,"tid":43,"args":{"text":"K77 k77=77 k=2","k77":77,"k":2}},
{"ph":"i","s":"t","name":"K78","cat":"04E","ts":3.400,"pid":42,"tid":43,"args":{"text":"K78 k78=78 k=2","k78":78,"k":2}},
{"ph":"i","s":"t","name":"K79","cat":"04F","ts":3.500,"pid":42,"tid":43,"args":{"text":"K79 k79=79 k=2","k79":79,"k":2}},
{"ph":"i","s":"t","name":"K80","cat":"050","ts":3.600,"pid":42,"tid":43,"args":{"text":"K80 k80=80 k=2","k80":80,"k":2}},
{"ph":"i","s":"t","name":"K81","cat":"051","ts":3.700,"pid":42,"tid":43,"args":{"text":"K81 k81=81 k=2","k81":81,"k":2}},
{"ph":"i","s":"t","name":"K82","cat":"052","ts":3.800,"pid":42,"tid":43,"args":{"text":"K82 k82=82 k=2","k82":82,"k":2}},
{"ph":"i","s":"t","name":"K83","cat":"053","ts":3.900,"pid":42,"tid":43,"args":{"text":"K83 k83=83 k=2","k83":83,"k":2}},
{"ph":"i","s":"t","name":"K84","cat":"054","ts":4.000,"pid":42,"tid":43,"args":{"text":"K84 k84=84 k=2","k84":84,"k":2}},
{"ph":"i","s":"t","name":"K85","cat":"055","ts":4.100,"pid":42,"tid":43,"args":{"text":"K85 k85=85 k=2","k85":85,"k":2}},
{"ph":"i","s":"t","name":"K86","cat":"056","ts":4.200,"pid":42,"tid":43,"args":{"text":"K86 k86=86 k=2","k86":86,"k":2}},
{"ph":"i","s":"t","name":"K87","cat":"057","ts":4.300,"pid":42,"tid":43,"args":{"text":"K87 k87=87 k=2","k87":87,"k":2}},
{"ph":"i","s":"t","name":"K88","cat":"058","ts":4.400,"pid":42,"tid":43,"args":{"text":"K88 k88=88 k=2","k88":88,"k":2}},
{"ph":"i","s":"t","name":"K89","cat":"059","ts":4.500,"pid":42,"tid":43,"args":{"text":"K89 k89=89 k=2","k89":89,"k":2}},
{"ph":"i","s":"t","name":"K90","cat":"05A","ts":4.600,"pid":42,"tid":43,"args":{"text":"K90 k90=90 k=2","k90":90,"k":2}},
{"ph":"i","s":"t","name":"K91","cat":"05B","ts":4.700,"pid":42,"tid":43,"args":{"text":"K91 k91=91 k=2","k91":91,"k":2}},
{"ph":"i","s":"t","name":"K92","cat":"05C","ts":4.800,"pid":42,"tid":43,"args":{"text":"K92 k92=92 k=2","k92":92,"k":2}},
{"ph":"i","s":"t","name":"K93","cat":"05D","ts":4.900,"pid":42,"tid":43,"args":{"text":"K93 k93=93 k=2","k93":93,"k":2}},
{"ph":"i","s":"t","name":"K94","cat":"05E","ts":5.000,"pid":42,"tid":43,"args":{"text":"K94 k94=94 k=2","k94":94,"k":2}},
{"ph":"i","s":"t","name":"K95","cat":"05F","ts":5.100,"pid":42,"tid":43,"args":{"text":"K95 k95=95 k=2","k95":95,"k":2}},
{"ph":"i","s":"t","name":"K96","cat":"060","ts":5.200,"pid":42,"tid":43,"args":{"text":"K96 k96=96 k=2","k96":96,"k":2}},
{"ph":"i","s":"t","name":"K97","cat":"061","ts":5.300,"pid":42,"tid":43,"args":{"text":"K97 k97=97 k=2","k97":97,"k":2}},
{"ph":"i","s":"t","name":"K98","cat":"062","ts":5.400,"pid":42,"tid":43,"args":{"text":"K98 k98=98 k=2","k98":98,"k":2}},
{"ph":"i","s":"t","name":"K99","cat":"063","ts":5.500,"pid":42,"tid":43,"args":{"text":"K99 k99=99 k=2","k99":99,"k":2}},
{"ph":"i","s":"t","name":"K100","cat":"064","ts":5.600,"pid":42,"tid":43,"args":{"text":"K100 k100=100 k=2","k100":100,"k":2}},
{"ph":"i","s":"t","name":"K101","cat":"065","ts":5.700,"pid":42,"tid":43,"args":{"text":"K101 k101=101 k=2","k101":101,"k":2}},
{"ph":"i","s":"t","name":"K102","cat":"066","ts":5.800,"pid":42,"tid":43,"args":{"text":"K102 k102=102 k=2","k102":102,"k":2}},
{"ph":"i","s":"t","name":"K103","cat":"067","ts":5.900,"pid":42,"tid":43,"args":{"text":"K103 k103=103 k=2","k103":103,"k":2}},
{"ph":"i","s":"t","name":"K104","cat":"068","ts":6.000,"pid":42,"tid":43,"args":{"text":"K104 k104=104 k=2","k104":104,"k":2}},
{"ph":"i","s":"t","name":"K105","cat":"069","ts":6.100,"pid":42,"tid":43,"args":{"text":"K105 k105=105 k=2","k105":105,"k":2}},
{"ph":"i","s":"t","name":"K106","cat":"06A","ts":6.200,"pid":42,"tid":43,"args":{"text":"K106 k106=106 k=2","k106":106,"k":2}},
{"ph":"i","s":"t","name":"K107","cat":"06B","ts":6.300,"pid":42,"tid":43,"args":{"text":"K107 k107=107 k=2","k107":107,"k":2}},
{"ph":"i","s":"t","name":"K108","cat":"06C","ts":6.400,"pid":42,"tid":43,"args":{"text":"K108 k108=108 k=2","k108":108,"k":2}},
{"ph":"i","s":"t","name":"K109","cat":"06D","ts":6.500,"pid":42,"tid":43,"args":{"text":"K109 k109=109 k=2","k109":109,"k":2}},
{"ph":"i","s":"t","name":"K110","cat":"06E","ts":6.600,"pid":42,"tid":43,"args":{"text":"K110 k110=110 k=2","k110":110,"k":2}},
{"ph":"i","s":"t","name":"K111","cat":"06F","ts":6.700,"pid":42,"tid":43,"args":{"text":"K111 k111=111 k=2","k111":111,"k":2}},
{"ph":"i","s":"t","name":"K112","cat":"070","ts":6.800,"pid":42,"tid":43,"args":{"text":"K112 k112=112 k=2","k112":112,"k":2}},
{"ph":"i","s":"t","name":"K113","cat":"071","ts":6.900,"pid":42,"tid":43,"args":{"text":"K113 k113=113 k=2","k113":113,"k":2}},
{"ph":"i","s":"t","name":"K114","cat":"072","ts":7.000,"pid":42,"tid":43,"args":{"text":"K114 k114=114 k=2","k114":114,"k":2}},
{"ph":"i","s":"t","name":"K115","cat":"073","ts":7.100,"pid":42,"tid":43,"args":{"text":"K115 k115=115 k=2","k115":115,"k":2}},
{"ph":"i","s":"t","name":"K116","cat":"074","ts":7.200,"pid":42,"tid":43,"args":{"text":"K116 k116=116 k=2","k116":116,"k":2}},
{"ph":"i","s":"t","name":"K117","cat":"075","ts":7.300,"pid":42,"tid":43,"args":{"text":"K117 k117=117 k=2","k117":117,"k":2}},
{"ph":"i","s":"t","name":"K118","cat":"076","ts":7.400,"pid":42,"tid":43,"args":{"text":"K118 k118=118 k=2","k118":118,"k":2}},
{"ph":"i","s":"t","name":"K119","cat":"077","ts":7.500,"pid":42,"tid":43,"args":{"text":"K119 k119=119 k=2","k119":119,"k":2}},
{"ph":"i","s":"t","name":"K120","cat":"078","ts":7.600,"pid":42,"tid":43,"args":{"text":"K120 k120=120 k=2","k120":120,"k":2}},
{"ph":"i","s":"t","name":"K121","cat":"079","ts":7.700,"pid":42,"tid":43,"args":{"text":"K121 k121=121 k=2","k121":121,"k":2}},
{"ph":"i","s":"t","name":"K122","cat":"07A","ts":7.800,"pid":42,"tid":43,"args":{"text":"K122 k122=122 k=2","k122":122,"k":2}},
{"ph":"i","s":"t","name":"K123","cat":"07B","ts":7.900,"pid":42,"tid":43,"args":{"text":"K123 k123=123 k=2","k123":123,"k":2}},
{"ph":"i","s":"t","name":"K124","cat":"07C","ts":8.000,"pid":42,"tid":43,"args":{"text":"K124 k124=124 k=2","k124":124,"k":2}},
{"ph":"i","s":"t","name":"K125","cat":"07D","ts":8.100,"pid":42,"tid":43,"args":{"text":"K125 k125=125 k=2","k125":125,"k":2}},
{"ph":"i","s":"t","name":"K126","cat":"07E","ts":8.200,"pid":42,"tid":43,"args":{"text":"K126 k126=126 k=2","k126":126,"k":2}},
{"ph":"i","s":"t","name":"K127","cat":"07F","ts":8.300,"pid":42,"tid":43,"args":{"text":"K127 k127=127 k=2","k127":127,"k":2}},
{"ph":"i","s":"t","name":"K128","cat":"080","ts":8.400,"pid":42,"tid":43,"args":{"text":"K128 k128=128 k=2","k128":128,"k":2}},
{"ph":"i","s":"t","name":"K129","cat":"081","ts":8.500,"pid":42,"tid":43,"args":{"text":"K129 k129=129 k=2","k129":129,"k":2}},
{"ph":"i","s":"t","name":"K130","cat":"082","ts":8.600,"pid":42,"tid":43,"args":{"text":"K130 k130=130 k=2","k130":130,"k":2}},
{"ph":"i","s":"t","name":"K131","cat":"083","ts":8.700,"pid":42,"tid":43,"args":{"text":"K131 k131=131 k=2","k131":131,"k":2}},
{"ph":"i","s":"t","name":"K132","cat":"084","ts":8.800,"pid":42,"tid":43,"args":{"text":"K132 k132=132 k=2","k132":132,"k":2}},
{"ph":"i","s":"t","name":"K133","cat":"085","ts":8.900,"pid":42,"tid":43,"args":{"text":"K133 k133=133 k=2","k133":133,"k":2}},
{"ph":"i","s":"t","name":"K134","cat":"086","ts":9.000,"pid":42,"tid":43,"args":{"text":"K134 k134=134 k=2","k134":134,"k":2}},
{"ph":"i","s":"t","name":"K135","cat":"087","ts":9.100,"pid":42,"tid":43,"args":{"text":"K135 k135=135 k=2","k135":135,"k":2}},
{"ph":"i","s":"t","name":"K136","cat":"088","ts":9.200,"pid":42,"tid":43,"args":{"text":"K136 k136=136 k=2","k136":136,"k":2}},
{"ph":"i","s":"t","name":"K137","cat":"089","ts":9.300,"pid":42,"tid":43,"args":{"text":"K137 k137=137 k=2","k137":137,"k":2}},
{"ph":"i","s":"t","name":"K138","cat":"08A","ts":9.400,"pid":42,"tid":43,"args":{"text":"K138 k138=138 k=2","k138":138,"k":2}},
{"ph":"i","s":"t","name":"K139","cat":"08B","ts":9.500,"pid":42,"tid":43,"args":{"text":"K139 k139=139 k=2","k139":139,"k":2}},
{"ph":"i","s":"t","name":"REP","cat":"030","ts":9.600,"pid":42,"tid":43,"args":{"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4","text#2":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4}},
{"ph":"i","s":"t","name":"REP","cat":"031","ts":9.700,"pid":42,"tid":43,"args":{"text":"REP text=3 a=3 a=4 pid64=3 tid64=4 a=493 b=3 c=4 d=493 e=3 f=4 g=493 h=3 i=4 j=493 k=3 l=4 m=493","text#2":3,"a":3,"a#2":4,"pid64":3,"tid64":4,"a#3":493,"b":3,"c":4,"d":493,"e":3,"f":4,"g":493,"h":3,"i":4,"j":493,"k":3,"l":4,"m":493}},
{"ph":"i","s":"t","name":"LONG","cat":"032","ts":9.800,"pid":42,"tid":43,"args":{"text":"LONG a_rather_long_field_name_of_forty_bytes=3 x=4","a_rather_long_field_name_of_forty_bytes":3,"x":4}},
{"ph":"i","s":"t","name":"STR","cat":"033","ts":9.900,"pid":42,"tid":43,"args":{"text":"STR s= t=493","s":"","t":493}},
{"ph":"i","s":"t","name":"TWO","cat":"034","ts":10.000,"pid":42,"tid":43,"args":{"text":"TWO a=3\nb=4 c=493","a":3,"b":4,"c":493}},
{"ph":"i","s":"t","name":"CSV","cat":"035","ts":10.100,"pid":42,"tid":43,"args":{"text":"CSV c= n=4","c":"","n":4}},
{"ph":"i","s":"t","name":"REP","cat":"030","ts":10.200,"pid":2147418112,"tid":2147418113,"args":{"text":"REP text=5 a=5 a=6 pid64=5 tid64=6 a=7 b=5 c=6 d=7 e=5 f=6 g=7 h=5 i=6 j=7 k=5 l=6","text#2":5,"a":5,"a#2":6,"pid64#2":5,"tid64#2":6,"a#3":7,"b":5,"c":6,"d":7,"e":5,"f":6,"g":7,"h":5,"i":6,"j":7,"k":5,"l":6,"pid64":3000000000,"tid64":5000000000}},
{"ph":"i","s":"t","name":"STR","cat":"033","ts":10.300,"pid":42,"tid":44,"args":{"text":"STR s=a\".b�,c t=10","s":"a\".b�,c","t":10}},
{"ph":"i","s":"t","name":"CSV","cat":"035","ts":10.400,"pid":42,"tid":44,"args":{"text":"CSV c=a,\" n=11","c":"a,\"","n":11}},
{"ph":"i","s":"t","name":"K64","cat":"040","ts":10.500,"pid":42,"tid":43,"args":{"text":"K64 k64=64 k=2","k64":64,"k":2}},
{"ph":"i","s":"t","name":"K65","cat":"041","ts":10.600,"pid":42,"tid":43,"args":{"text":"K65 k65=65 k=2","k65":65,"k":2}},
{"ph":"i","s":"t","name":"K66","cat":"042","ts":10.700,"pid":42,"tid":43,"args":{"text":"K66 k66=66 k=2","k66":66,"k":2}},
{"ph":"i","s":"t","name":"K67","cat":"043","ts":10.800,"pid":42,"tid":43,"args":{"text":"K67 k67=67 k=2","k67":67,"k":2}},
{"ph":"i","s":"t","name":"K68","cat":"044","ts":10.900,"pid":42,"tid":43,"args":{"text":"K68 k68=68 k=2","k68":68,"k":2}},
{"ph":"i","s":"t","name":"K69","cat":"045","ts":11.000,"pid":42,"tid":43,"args":{"text":"K69 k69=69 k=2","k69":69,"k":2}},
{"ph":"i","s":"t","name":"K70","cat":"046","ts":11.100,"pid":42,"tid":43,"args":{"text":"K70 k70=70 k=2","k70":70,"k":2}},
{"ph":"i","s":"t","name":"K71","cat":"047","ts":11.200,"pid":42,"tid":43,"args":{"text":"K71 k71=71 k=2","k71":71,"k":2}},
{"ph":"i","s":"t","name":"K72","cat":"048","ts":11.300,"pid":42,"tid":43,"args":{"text":"K72 k72=72 k=2","k72":72,"k":2}},
{"ph":"i","s":"t","name":"K73","cat":"049","ts":11.400,"pid":42,"tid":43,"args":{"text":"K73 k73=73 k=2","k73":73,"k":2}},
{"ph":"i","s":"t","name":"K74","cat":"04A","ts":11.500,"pid":42,"tid":43,"args":{"text":"K74 k74=74 k=2","k74":74,"k":2}},
{"ph":"i","s":"t","name":"K75","cat":"04B","ts":11.600,"pid":42,"tid":43,"args":{"text":"K75 k75=75 k=2","k75":75,"k":2}},
{"ph":"i","s":"t","name":"K76","cat":"04C","ts":11.700,"pid":42,"tid":43,"args":{"text":"K76 k76=76 k=2","k76":76,"k":2}},
{"ph":"i","s":"t","name":"K77","cat":"04D","ts":11.800,"pid":42,"tid":43,"args":{"text":"K77 k77=77 k=2","k77":77,"k":2}},
{"ph":"i","s":"t","name":"K78","cat":"04E","ts":11.900,"pid":42,"tid":43,"args":{"text":"K78 k78=78 k=2","k78":78,"k":2}},
{"ph":"i","s":"t","name":"K79","cat":"04F","ts":12.000,"pid":42,"tid":43,"args":{"text":"K79 k79=79 k=2","k79":79,"k":2}},
{"ph":"i","s":"t","name":"K80","cat":"050","ts":12.100,"pid":42,"tid":43,"args":{"text":"K80 k80=80 k=2","k80":80,"k":2}},
{"ph":"i","s":"t","name":"K81","cat":"051","ts":12.200,"pid":42,"tid":43,"args":{"text":"K81 k81=81 k=2","k81":81,"k":2}},
{"ph":"i","s":"t","name":"K82","cat":"052","ts":12.300,"pid":42,"tid":43,"args":{"text":"K82 k82=82 k=2","k82":82,"k":2}},
{"ph":"i","s":"t","name":"K83","cat":"053","ts":12.400,"pid":42,"tid":43,"args":{"text":"K83 k83=83 k=2","k83":83,"k":2}},
{"ph":"i","s":"t","name":"K84","cat":"054","ts":12.500,"pid":42,"tid":43,"args":{"text":"K84 k84=84 k=2","k84":84,"k":2}},
{"ph":"i","s":"t","name":"K85","cat":"055","ts":12.600,"pid":42,"tid":43,"args":{"text":"K85 k85=85 k=2","k85":85,"k":2}},
{"ph":"i","s":"t","name":"K86","cat":"056","ts":12.700,"pid":42,"tid":43,"args":{"text":"K86 k86=86 k=2","k86":86,"k":2}},
{"ph":"i","s":"t","name":"K87","cat":"057","ts":12.800,"pid":42,"tid":43,"args":{"text":"K87 k87=87 k=2","k87":87,"k":2}},
{"ph":"i","s":"t","name":"K88","cat":"058","ts":12.900,"pid":42,"tid":43,"args":{"text":"K88 k88=88 k=2","k88":88,"k":2}},
{"ph":"i","s":"t","name":"K89","cat":"059","ts":13.000,"pid":42,"tid":43,"args":{"text":"K89 k89=89 k=2","k89":89,"k":2}},
{"ph":"i","s":"t","name":"K90","cat":"05A","ts":13.100,"pid":42,"tid":43,"args":{"text":"K90 k90=90 k=2","k90":90,"k":2}},
{"ph":"i","s":"t","name":"K91","cat":"05B","ts":13.200,"pid":42,"tid":43,"args":{"text":"K91 k91=91 k=2","k91":91,"k":2}},
{"ph":"i","s":"t","name":"K92","cat":"05C","ts":13.300,"pid":42,"tid":43,"args":{"text":"K92 k92=92 k=2","k92":92,"k":2}},
{"ph":"i","s":"t","name":"K93","cat":"05D","ts":13.400,"pid":42,"tid":43,"args":{"text":"K93 k93=93 k=2","k93":93,"k":2}},
{"ph":"i","s":"t","name":"K94","cat":"05E","ts":13.500,"pid":42,"tid":43,"args":{"text":"K94 k94=94 k=2","k94":94,"k":2}},
{"ph":"i","s":"t","name":"K95","cat":"05F","ts":13.600,"pid":42,"tid":43,"args":{"text":"K95 k95=95 k=2","k95":95,"k":2}},
{"ph":"i","s":"t","name":"K96","cat":"060","ts":13.700,"pid":42,"tid":43,"args":{"text":"K96 k96=96 k=2","k96":96,"k":2}},
{"ph":"i","s":"t","name":"K97","cat":"061","ts":13.800,"pid":42,"tid":43,"args":{"text":"K97 k97=97 k=2","k97":97,"k":2}},
{"ph":"i","s":"t","name":"K98","cat":"062","ts":13.900,"pid":42,"tid":43,"args":{"text":"K98 k98=98 k=2","k98":98,"k":2}},
{"ph":"i","s":"t","name":"K99","cat":"063","ts":14.000,"pid":42,"tid":43,"args":{"text":"K99 k99=99 k=2","k99":99,"k":2}},
{"ph":"i","s":"t","name":"K100","cat":"064","ts":14.100,"pid":42,"tid":43,"args":{"text":"K100 k100=100 k=2","k100":100,"k":2}},
{"ph":"i","s":"t","name":"K101","cat":"065","ts":14.200,"pid":42,"tid":43,"args":{"text":"K101 k101=101 k=2","k101":101,"k":2}},
{"ph":"i","s":"t","name":"K102","cat":"066","ts":14.300,"pid":42,"tid":43,"args":{"text":"K102 k102=102 k=2","k102":102,"k":2}},
{"ph":"i","s":"t","name":"K103","cat":"067","ts":14.400,"pid":42,"tid":43,"args":{"text":"K103 k103=103 k=2","k103":103,"k":2}},
{"ph":"i","s":"t","name":"K104","cat":"068","ts":14.500,"pid":42,"tid":43,"args":{"text":"K104 k104=104 k=2","k104":104,"k":2}},
{"ph":"i","s":"t","name":"K105","cat":"069","ts":14.600,"pid":42,"tid":43,"args":{"text":"K105 k105=105 k=2","k105":105,"k":2}},
{"ph":"i","s":"t","name":"K106","cat":"06A","ts":14.700,"pid":42,"tid":43,"args":{"text":"K106 k106=106 k=2","k106":106,"k":2}},
{"ph":"i","s":"t","name":"K107","cat":"06B","ts":14.800,"pid":42,"tid":43,"args":{"text":"K107 k107=107 k=2","k107":107,"k":2}},
{"ph":"i","s":"t","name":"K108","cat":"06C","ts":14.900,"pid":42,"tid":43,"args":{"text":"K108 k108=108 k=2","k108":108,"k":2}},
{"ph":"i","s":"t","name":"K109","cat":"06D","ts":15.000,"pid":42,"tid":43,"args":{"text":"K109 k109=109 k=2","k109":109,"k":2}},
{"ph":"i","s":"t","name":"K110","cat":"06E","ts":15.100,"pid":42,"tid":43,"args":{"text":"K110 k110=110 k=2","k110":110,"k":2}},
{"ph":"i","s":"t","name":"K111","cat":"06F","ts":15.200,"pid":42,"tid":43,"args":{"text":"K111 k111=111 k=2","k111":111,"k":2}},
{"ph":"i","s":"t","name":"K112","cat":"070","ts":15.300,"pid":42,"tid":43,"args":{"text":"K112 k112=112 k=2","k112":112,"k":2}},
{"ph":"i","s":"t","name":"K113","cat":"071","ts":15.400,"pid":42,"tid":43,"args":{"text":"K113 k113=113 k=2","k113":113,"k":2}},
{"ph":"i","s":"t","name":"K114","cat":"072","ts":15.500,"pid":42,"tid":43,"args":{"text":"K114 k114=114 k=2","k114":114,"k":2}},
{"ph":"i","s":"t","name":"K115","cat":"073","ts":15.600,"pid":42,"tid":43,"args":{"text":"K115 k115=115 k=2","k115":115,"k":2}},
{"ph":"i","s":"t","name":"K116","cat":"074","ts":15.700,"pid":42,"tid":43,"args":{"text":"K116 k116=116 k=2","k116":116,"k":2}},
{"ph":"i","s":"t","name":"K117","cat":"075","ts":15.800,"pid":42,"tid":43,"args":{"text":"K117 k117=117 k=2","k117":117,"k":2}},
{"ph":"i","s":"t","name":"K118","cat":"076","ts":15.900,"pid":42,"tid":43,"args":{"text":"K118 k118=118 k=2","k118":118,"k":2}},
{"ph":"i","s":"t","name":"K119","cat":"077","ts":16.000,"pid":42,"tid":43,"args":{"text":"K119 k119=119 k=2","k119":119,"k":2}},
{"ph":"i","s":"t","name":"K120","cat":"078","ts":16.100,"pid":42,"tid":43,"args":{"text":"K120 k120=120 k=2","k120":120,"k":2}},
{"ph":"i","s":"t","name":"K121","cat":"079","ts":16.200,"pid":42,"tid":43,"args":{"text":"K121 k121=121 k=2","k121":121,"k":2}},
{"ph":"i","s":"t","name":"K122","cat":"07A","ts":16.300,"pid":42,"tid":43,"args":{"text":"K122 k122=122 k=2","k122":122,"k":2}},
{"ph":"i","s":"t","name":"K123","cat":"07B","ts":16.400,"pid":42,"tid":43,"args":{"text":"K123 k123=123 k=2","k123":123,"k":2}},
{"ph":"i","s":"t","name":"K124","cat":"07C","ts":16.500,"pid":42,"tid":43,"args":{"text":"K124 k124=124 k=2","k124":124,"k":2}},
{"ph":"i","s":"t","name":"K125","cat":"07D","ts":16.600,"pid":42,"tid":43,"args":{"text":"K125 k125=125 k=2","k125":125,"k":2}},
{"ph":"i","s":"t","name":"K126","cat":"07E","ts":16.700,"pid":42,"tid":43,"args":{"text":"K126 k126=126 k=2","k126":126,"k":2}},
{"ph":"i","s":"t","name":"K127","cat":"07F","ts":16.800,"pid":42,"tid":43,"args":{"text":"K127 k127=127 k=2","k127":127,"k":2}},
{"ph":"i","s":"t","name":"K128","cat":"080","ts":16.900,"pid":42,"tid":43,"args":{"text":"K128 k128=128 k=2","k128":128,"k":2}},
{"ph":"i","s":"t","name":"K129","cat":"081","ts":17.000,"pid":42,"tid":43,"args":{"text":"K129 k129=129 k=2","k129":129,"k":2}},
{"ph":"i","s":"t","name":"K130","cat":"082","ts":17.100,"pid":42,"tid":43,"args":{"text":"K130 k130=130 k=2","k130":130,"k":2}},
{"ph":"i","s":"t","name":"K131","cat":"083","ts":17.200,"pid":42,"tid":43,"args":{"text":"K131 k131=131 k=2","k131":131,"k":2}},
{"ph":"i","s":"t","name":"K132","cat":"084","ts":17.300,"pid":42,"tid":43,"args":{"text":"K132 k132=132 k=2","k132":132,"k":2}},
{"ph":"i","s":"t","name":"K133","cat":"085","ts":17.400,"pid":42,"tid":43,"args":{"text":"K133 k133=133 k=2","k133":133,"k":2}},
{"ph":"i","s":"t","name":"K134","cat":"086","ts":17.500,"pid":42,"tid":43,"args":{"text":"K134 k134=134 k=2","k134":134,"k":2}},
{"ph":"i","s":"t","name":"K135","cat":"087","ts":17.600,"pid":42,"tid":43,"args":{"text":"K135 k135=135 k=2","k135":135,"k":2}},
{"ph":"i","s":"t","name":"K136","cat":"088","ts":17.700,"pid":42,"tid":43,"args":{"text":"K136 k136=136 k=2","k136":136,"k":2}},
{"ph":"i","s":"t","name":"K137","cat":"089","ts":17.800,"pid":42,"tid":43,"args":{"text":"K137 k137=137 k=2","k137":137,"k":2}},
{"ph":"i","s":"t","name":"K138","cat":"08A","ts":17.900,"pid":42,"tid":43,"args":{"text":"K138 k138=138 k=2","k138":138,"k":2}},
{"ph":"i","s":"t","name":"K139","cat":"08B","ts":18.000,"pid":42,"tid":43,"args":{"text":"K139 k139=139 k=2","k139":139,"k":2}}]}
=== stderr
trcrpt: summary: events=170 printed=170 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=170 printed=170 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=170 printed=170 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
