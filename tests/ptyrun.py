# tests/ptyrun.py -- run a command with its standard output on a fresh pseudo-terminal
# (stderr captured): prints "STATUS STDERR".  For the checks that a binary output refuses
# a terminal (tests/outputs.sh, tests/perfetto-out.sh).  usage: python3 ptyrun.py CMD...
import os, pty, subprocess, sys
m, s = pty.openpty()
r = subprocess.run(sys.argv[1:], stdout=s, stderr=subprocess.PIPE)
os.close(s)
print(r.returncode, r.stderr.decode().strip())
