# Precise messages for bad text input: FILE:LINE: error: MESSAGE, all errors of a file
# reported, exit status 4 (docs/ref/report.md §8), no output file left behind.
=== file bad.txt
trcasm 2
byteorder middle
env 48
timebase 1 0
start soon 0
cpus 65536
syncinterval -1
hflags 12
sysname unquoted
nodename "bad \q escape"
attr "k"
tlv 0
tlvraw 010203
frobnicate 1
ev t=1 hw=01010000
records
ev t=1 hw=0101
ev t=1 hw=01010000 d=123456789
ev t=1 hw=01010000 buf=ABC
ev t=1 hw=01010000 buf=00 str="x"
ev t=1 hw=01010000 color=red
ev t=1 t=2 hw=01010000
ev hw=01010000
ev t=1 hw=01010000 uncommitted=1
ev t=1 hw=01010000 ns=1
ev t=1 hw=01010000 ef=0x8000
ev t=1 hw=01010000 pad=00
ev t=1 hw=0101000G
ev t=1 hw=01010000 str="open
ev t=1 cpu=x hw=01010000
sync seq=1
raw
raw XY
records
bogus
=== file nohdr.txt
# only a comment
=== file norecords.txt
trcasm 1
byteorder big
=== file raw.txt
trcasm 1
records
ev t=1 cpu=0 hw=10190000
ev hw=10190000
ev t=1 hw=1019000012345678
sync seq=0 t=0
ev hw=10300001 d=1 buf=AA pad=00
=== cmd
trcasm -o bad.bin bad.txt; echo "status $?"; ls bad.bin 2>/dev/null
trcasm -o out.bin nohdr.txt; echo "status $?"
trcasm -o out.bin < norecords.txt; echo "status $?"
trcasm --aix32 -o out.bin raw.txt; echo "status $?"
=== stdout
status 4
status 4
status 4
status 4
=== stderr
bad.txt:1: error: unsupported trcasm text version '2' (expected 1)
bad.txt:2: error: byteorder: expected big or little, got 'middle'
bad.txt:3: error: env: expected 32 or 64, got '48'
bad.txt:4: error: timebase: the denominator must not be 0
bad.txt:5: error: start: bad number 'soon'
bad.txt:6: error: cpus: 65536 is out of range (max 65535)
bad.txt:7: error: syncinterval: bad number '-1'
bad.txt:8: error: hflags: expected 0xHEX, got '12'
bad.txt:9: error: sysname: expected a "string", got 'unquoted'
bad.txt:10: error: nodename: unknown escape '\q'
bad.txt:11: error: attr: expected 2 arguments, got 1
bad.txt:12: error: tlv: tag 0 with length 0 is the end marker
bad.txt:13: error: tlvraw: expected a whole TLV (a multiple of 4 bytes), got 3 bytes
bad.txt:14: error: unknown header line 'frobnicate'
bad.txt:15: error: 'ev' before the 'records' line
bad.txt:17: error: hw: expected 8 or 16 hex digits, got '0101'
bad.txt:18: error: d: word '123456789' must have 1 to 8 hex digits
bad.txt:19: error: buf: odd number of hex digits
bad.txt:20: error: ev: buf= and str= are exclusive
bad.txt:21: error: ev: unknown key 'color'
bad.txt:22: error: ev: duplicate key 't'
bad.txt:23: error: ev: missing t=
bad.txt:24: error: ev: 'uncommitted' takes no value
bad.txt:25: error: ns: a non-zero namespace needs the 64-bit layout (16-digit hw=)
bad.txt:26: error: ef: only envelope flag bits 1-13 (mask 0x3FFE) may be given
bad.txt:27: error: pad: expected 4 bytes of padding, got 1
bad.txt:28: error: hw: bad hex digit in '0101000G'
bad.txt:29: error: unterminated string
bad.txt:30: error: cpu: bad number 'x'
bad.txt:31: error: sync: seq= and t= are required
bad.txt:32: error: raw: expected 1 argument, got 0
bad.txt:33: error: raw: bad hex digit in 'XY'
bad.txt:34: error: duplicate 'records' line
bad.txt:35: error: unknown record line 'bogus' (expected ev, sync or raw)
nohdr.txt:1: error: empty input: the first line must be "trcasm 1"
<stdin>:2: error: missing 'records' line at the end of the header
raw.txt:3: error: ev: 'cpu' is an envelope key, not allowed in a raw AIX stream
raw.txt:4: error: ev: t= is required for a time-stamped entry
raw.txt:5: error: hw: an aix32 entry needs 8 hex digits
raw.txt:6: error: sync: sync markers do not exist in a raw AIX stream
raw.txt:7: error: pad: expected 3 bytes of fill, got 1
