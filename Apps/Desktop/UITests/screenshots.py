"""Writes PNG screenshots of the main screens into the folder given; run by
Scripts/desktop.sh --screenshots DIR on a headless display."""

import os
import subprocess
import sys
import time

from harness import App
from people import DEMO


def shoot(directory, name):
    """Writes the window named Cookbook, found by xdotool, as a PNG."""
    time.sleep(0.5)  # let the last frame be drawn
    window = subprocess.run(
        ["xdotool", "search", "--name", "^Cookbook$"], capture_output=True, text=True,
        check=True).stdout.split()[0]
    path = os.path.join(directory, name)
    subprocess.run(["import", "-window", window, path], check=True)
    print(path)


def main(directory):
    app = App("--reset")
    try:
        app.wait("push button", "Sign In")
        shoot(directory, "desktop-sign-in.png")
        app.sign_in(*DEMO)
        app.wait_for_url("cookbook://recipes")
        app.wait("list item", "Spaghetti Carbonara")
        shoot(directory, "desktop-recipes.png")
    finally:
        App.end_all()


if __name__ == "__main__":
    main(sys.argv[1])
