"""Measures, on the display it runs on, how long the desktop app takes from launch to its
first drawn frame, against a window that holds one label, started the same way; and from a
click on a recipe to the first frame that shows its page. Times come from the processes
themselves (GLib's monotonic clock at a frame's after-paint), against the clock read just
before each launch. Run by Scripts/desktop.sh --measure."""

import os
import statistics
import subprocess
import sys
import tempfile
import time

from harness import App
from people import signed_in_app

BINARY = os.environ.get("COOKBOOK_DESKTOP", "cookbook-desktop")
PROBES = os.path.join(os.path.dirname(BINARY), "desktop-probes")
ROUNDS = int(os.environ.get("COOKBOOK_MEASURE_ROUNDS", "7"))


def microseconds():
    return int(time.monotonic() * 1_000_000)


def launch(command, marks, env=None):
    """Runs `command` until it prints every mark in `marks`; returns each mark's time after the
    launch, in milliseconds."""
    started = microseconds()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, env=env)
    found = {}
    for line in process.stdout:
        for mark in marks:
            if line.startswith(mark + ": "):
                found[mark] = (int(line.split(": ")[1]) - started) / 1000
        if len(found) == len(marks):
            break
    process.terminate()
    process.wait()
    return found


def summary(name, values):
    values = sorted(values)
    return (f"{name}: median {statistics.median(values):.0f} ms, min {values[0]:.0f}, "
            f"max {values[-1]:.0f} ({len(values)} runs)")


def main():
    env = dict(os.environ, COOKBOOK_DESKTOP_FRAMES="1")
    baseline = [launch([PROBES, "first-frame"], ["first frame"])["first frame"]
                for _ in range(ROUNDS)]
    signed_out = [launch([BINARY, "--state-dir", tempfile.mkdtemp(), "--reset"],
                         ["first frame", "launched frame"], env) for _ in range(ROUNDS)]
    app = signed_in_app()
    state_dir = app.state_dir
    app.end()
    restored = [launch([BINARY, "--state-dir", state_dir], ["first frame", "launched frame"], env)
                for _ in range(ROUNDS)]
    clicks = subprocess.run([PROBES, "click-to-frame"], capture_output=True, text=True).stdout
    App.end_all()
    print(summary("a window with one label, launch to first frame", baseline))
    print(summary("cookbook-desktop signed out, launch to first frame",
                  [run["first frame"] for run in signed_out]))
    print(summary("cookbook-desktop signed out, launch to the sign-in page drawn",
                  [run["launched frame"] for run in signed_out]))
    print(summary("cookbook-desktop restoring demo at cookbook://recipes, launch to first frame",
                  [run["first frame"] for run in restored]))
    print(summary("cookbook-desktop restoring demo at cookbook://recipes, launch to the list drawn",
                  [run["launched frame"] for run in restored]))
    line = next((l for l in clicks.splitlines() if l.startswith("click to frame")), None)
    if line:
        values = [int(value) / 1000 for value in line.split(": ")[1].split()]
        print(summary("click on a recipe to the first frame showing its page", values))
    return 0


if __name__ == "__main__":
    sys.exit(main())
