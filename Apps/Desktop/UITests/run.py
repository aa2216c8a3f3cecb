"""Runs every test_* function of the test modules (only those whose names contain one of the
words given); the last line is 'N passed, M failed', also written to the file after --summary."""

import importlib
import sys
import time
import traceback

from harness import App

MODULES = ["test_window", "test_navigation", "test_dialogs", "test_pantry", "test_profile"]


def main():
    only = sys.argv[1:]
    summary = None
    if only[:1] == ["--summary"]:
        summary, only = only[1], only[2:]
    passed = failed = 0
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name in sorted(n for n in dir(module) if n.startswith("test_")):
            if only and not any(word in name for word in only):
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
