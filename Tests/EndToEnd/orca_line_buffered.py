#!/usr/bin/python3
"""Runs Debian's /usr/bin/orca with its --debug-file opened line-buffered, so a test can read
Orca's "SPEECH OUTPUT" lines while it runs: Orca 43.1 opens the file fully buffered, and what it
said would reach the file only when it quits. Nothing else of Orca is changed."""
import sys

LAUNCHER = "/usr/bin/orca"
source = open(LAUNCHER, encoding="utf-8").read()
patched = source.replace("open(args.debug_file, 'w')", "open(args.debug_file, 'w', buffering=1)")
if patched == source:
    sys.exit("orca_line_buffered.py: /usr/bin/orca no longer opens its debug file as expected")
sys.argv[0] = LAUNCHER
exec(compile(patched, LAUNCHER, "exec"), {"__name__": "__main__"})
