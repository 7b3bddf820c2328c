#!/usr/bin/env python3
"""CPU seconds of a command's whole process tree: `python3 scripts/cpu-seconds.py CMD...`.

Runs CMD as a child subreaper (Linux's PR_SET_CHILD_SUBREAPER), so every descendant is reaped
here and its CPU time counted, also the processes orphaned on the way (Chromium's zygote and
renderers outlive the browser process that started them, and `time` misses them: a browser file
it put at 16 CPU s took 86). Prints `wall user system` in seconds on stderr, or into the file
named by CPUTREE_OUT; exits with CMD's status. On a shared machine this is the figure to
compare (docs/development.md, "How long `make test` takes").
"""
import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36

if len(sys.argv) < 2:
    sys.exit("usage: cpu-seconds.py CMD [ARG...]")
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
start = time.time()
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
status = 1
while True:
    try:
        done, raw = os.wait()
    except ChildProcessError:
        break
    if done == pid:
        status = os.waitstatus_to_exitcode(raw)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
line = f"{time.time() - start:.1f} {usage.ru_utime:.1f} {usage.ru_stime:.1f}\n"
out = os.environ.get("CPUTREE_OUT")
if out:
    with open(out, "w") as f:
        f.write(line)
else:
    sys.stderr.write(line)
sys.exit(status if status >= 0 else 1)
