#!/usr/bin/env python3
"""tests/cite-sweep.py -- rewrite citations of the specification into citations of docs/ref/.

Comments, man pages and docs once cited the specification's documents, which a clone of
this repository does not have: "LANGUAGE.md §5.2", "LANGUAGE §1.8", "REPORT.md section
9", "../shared/spec/".  The project's reference has the same section numbers under
docs/ref/, so each NAME.md (NAME one of LANGUAGE TRACELOG REPORT RUNTIME FOREIGN) becomes
docs/ref/name.md and the section number is kept.

Only text that cannot change what a program does is touched:
  * .c .h .l .y         inside C comments (a small C lexer finds them);
  * .t (golden cases)   the comment lines before the first "=== " section;
  * .sh .mk .am .ac .py .tmpl .txt and Makefile-like files: after a '#' on the same line
                        (comment lines, and the strings of gen-foreign.py that become the
                        comment line of a generated template file);
  * .md, man pages (.1 .3 .5 .7), README files: everywhere.
Not touched: C string literals (program output), golden case bodies, fuzz corpora,
tests/docs-ref.sh (it writes old-form citations on purpose) and this file.

Usage: tests/cite-sweep.py [--check] [ROOT]
  Rewrites the files git tracks under ROOT (default: the current directory) in place and
  prints one line per file changed.  --check changes nothing, lists every citation that
  would be rewritten and exits 1 when there is one.
"""
import os
import re
import subprocess
import sys

NAMES = r'(LANGUAGE|TRACELOG|REPORT|RUNTIME|FOREIGN)'
# ../shared/spec/NAME.md, /work/shared/spec/NAME.md, or a bare NAME.md not part of a path
SPEC_PATH = re.compile(r'(?:(?:\.\./|/work/)?shared/spec/)' + NAMES + r'\.md')
BARE = re.compile(r'(?<![\w/.-])' + NAMES + r'\.md')
BARE_NO_MD = re.compile(r'(?<![\w/.-])' + NAMES + r'(?= §)')   # "LANGUAGE §1.8"
SPEC_DIR = re.compile(r'the specification \(`(?:\.\./|/work/)shared/spec/`\)')
SPEC_DIR2 = re.compile(r'(?:\.\./|/work/)shared/spec/')
# man pages: "docs/ref/x.md section 6 of the specification"
MAN_OF_SPEC = re.compile(r'(docs/ref/[a-z]+\.md(?: sections? [0-9][0-9.a-z–-]*)?) of the specification')

SKIP = {'tests/docs-ref.sh', 'tests/cite-sweep.py'}
SKIP_PREFIX = ('tests/fuzz/corpus/',)
HASH_EXT = {'.sh', '.mk', '.am', '.ac', '.py', '.tmpl', '.txt', '.in'}
DOC_EXT = {'.md', '.1', '.3', '.5', '.7'}
C_EXT = {'.c', '.h', '.l', '.y'}


def rewrite(text, man=False):
    """rewrite: TEXT with every spec citation replaced by its docs/ref form."""
    text = SPEC_DIR.sub('the reference (`docs/ref/`)', text)
    text = SPEC_PATH.sub(lambda m: 'docs/ref/' + m.group(1).lower() + '.md', text)
    text = SPEC_DIR2.sub('docs/ref/', text)
    text = BARE.sub(lambda m: 'docs/ref/' + m.group(1).lower() + '.md', text)
    text = BARE_NO_MD.sub(lambda m: 'docs/ref/' + m.group(1).lower() + '.md', text)
    if man:
        text = MAN_OF_SPEC.sub(r'\1 of the trcfmt sources', text)
        text = text.replace('of the trcfmt sources (normative,', 'of the trcfmt sources (the reference,')
    return text


def c_comments(src):
    """c_comments: (start, end) spans of the comments of C source SRC."""
    spans, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if c == '/' and src.startswith('/*', i):
            j = src.find('*/', i + 2)
            j = n if j < 0 else j + 2
            spans.append((i, j))
            i = j
        elif c == '/' and src.startswith('//', i):
            j = src.find('\n', i)
            j = n if j < 0 else j
            spans.append((i, j))
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and src[j] != c and src[j] != '\n':
                j += 2 if src[j] == '\\' else 1
            i = j + 1
        else:
            i += 1
    return spans


def sweep_c(src):
    out, last = [], 0
    for a, b in c_comments(src):
        out.append(src[last:a])
        out.append(rewrite(src[a:b]))
        last = b
    out.append(src[last:])
    return ''.join(out)


def sweep_hash(src):
    lines = src.split('\n')
    for k, line in enumerate(lines):
        h = line.find('#')
        if h >= 0:
            lines[k] = line[:h] + rewrite(line[h:])
    return '\n'.join(lines)


def sweep_golden(src):
    lines = src.split('\n')
    for k, line in enumerate(lines):
        if line.startswith('=== '):
            break
        lines[k] = rewrite(line)
    return '\n'.join(lines)


def sweep(path, src):
    """sweep: the new text of file PATH (relative), or None when it is not handled."""
    base = os.path.basename(path)
    ext = os.path.splitext(base)[1]
    if path in SKIP or path.startswith(SKIP_PREFIX):
        return None
    if ext in C_EXT:
        return sweep_c(src)
    if ext == '.t' and path.startswith('tests/golden/'):
        return sweep_golden(src)
    if ext in DOC_EXT or base.startswith('README'):
        return rewrite(src, man=ext in {'.1', '.3', '.5', '.7'})
    if ext in HASH_EXT or base in {'Makefile.am', 'configure.ac', 'bootstrap'}:
        return sweep_hash(src)
    return None


def main(argv):
    check = '--check' in argv
    args = [a for a in argv if a != '--check']
    root = args[0] if args else '.'
    files = subprocess.run(['git', '-C', root, 'ls-files', '-z'], check=True,
                           capture_output=True).stdout.decode().split('\0')
    found = 0
    for f in filter(None, files):
        p = os.path.join(root, f)
        if not os.path.isfile(p) or os.path.islink(p):
            continue
        try:
            src = open(p, encoding='utf-8', newline='').read()
        except (UnicodeDecodeError, OSError):
            continue
        new = sweep(f, src)
        if new is None or new == src:
            continue
        found += 1
        if check:
            for a, b in zip(src.split('\n'), new.split('\n')):
                if a != b:
                    print('%s: %s' % (f, a.strip()))
        else:
            with open(p, 'w', encoding='utf-8', newline='') as fh:
                fh.write(new)
            print('rewrote ' + f)
    if check and found:
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
