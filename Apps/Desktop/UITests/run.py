"""Runs every test_* function of the test modules (only those whose names contain one of the
words given; with --claims DIR, only those this run claims first by creating DIR/name, so that
runs sharing DIR share the tests out); the last line is 'N passed, M failed', also written to
the file after --summary."""

import importlib
import os
import sys
import time
import traceback

from harness import App

MODULES = ["test_window", "test_navigation", "test_dialogs", "test_pantry", "test_profile"]


def claimed(path):
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL))
        return True
    except FileExistsError:
        return False


def main():
    only = sys.argv[1:]
    summary = None
    claims = None
    while only[:1] in (["--summary"], ["--claims"]):
        if only[0] == "--summary":
            summary = only[1]
        else:
            claims = only[1]
        only = only[2:]
    passed = failed = 0
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name in sorted(n for n in dir(module) if n.startswith("test_")):
            if only and not any(word in name for word in only):
                continue
            if claims and not claimed(os.path.join(claims, name)):
                continue
            started = time.monotonic()
            try:
                getattr(module, name)()
                passed += 1
                print(f"PASS {name} ({time.monotonic() - started:.1f} s)", flush=True)
            except Exception:
                failed += 1
                print(f"FAIL {name} ({time.monotonic() - started:.1f} s)", flush=True)
                traceback.print_exc()
            finally:
                App.end_all()
    line = f"{passed} passed, {failed} failed"
    print(line, flush=True)
    if summary:
        with open(summary, "w") as file:
            file.write(line + "\n")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
