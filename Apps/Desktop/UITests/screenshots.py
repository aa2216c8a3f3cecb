"""Writes PNG screenshots of the main screens into the folder given; run by
Scripts/desktop.sh --screenshots DIR on a headless display, which has no window manager: a
modal window opens at the screen's corner, over the main window, and the shots are of the
main window's area of the screen."""

import os
import subprocess
import sys
import time

from harness import TAB, x_window
from people import DEMO, open_tab, signed_in_app


def geometry(window):
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window],
                           capture_output=True, text=True, check=True).stdout
    return {key: int(value) for key, value in (line.split("=") for line in shell.split())}


def centre(title):
    """Moves the modal window `title` over the middle of the main window, as a window
    manager would place it."""
    time.sleep(0.5)  # let the dialog take its size
    main, dialog = geometry(x_window("Cookbook")), geometry(x_window(title))
    x = main["X"] + (main["WIDTH"] - dialog["WIDTH"]) // 2
    y = main["Y"] + (main["HEIGHT"] - dialog["HEIGHT"]) // 3
    subprocess.run(["xdotool", "windowmove", x_window(title), str(x), str(y)], check=True)


def shoot(directory, name):
    """Writes the main window's area of the screen, dialogs over it included, as a PNG."""
    subprocess.run(["xdotool", "mousemove", "1020", "760"], check=True)  # no tooltip
    time.sleep(0.8)  # let transitions end and the last frame be drawn
    size = geometry(x_window("Cookbook"))
    crop = f"{size['WIDTH']}x{size['HEIGHT']}+{size['X']}+{size['Y']}"
    path = os.path.join(directory, name)
    subprocess.run(["import", "-window", "root", "-crop", crop, "+repage", path], check=True)
    print(path)


def main(directory):
    app = signed_in_app("--session-ttl", "25")
    try:
        app.wait("list item", "Spaghetti Carbonara")
        shoot(directory, "desktop-recipes.png")

        app.button("Spaghetti Carbonara")
        app.button("Author: Giulia Romano")
        app.button("Cacio e Pepe")
        app.wait_for_url("cookbook://recipes/spaghetti-carbonara/@giulia-romano/cacio-e-pepe")
        app.wait("push button", "Author: Giulia Romano")
        shoot(directory, "desktop-detail.png")

        open_tab(app, "Pantry", "cookbook://pantry")
        app.button("Add an item…")
        app.wait("dialog", "New pantry item")
        app.type_into("text", "Name", "Rye flour")
        app.type_into("text", "Quantity", "1 kg")
        app.keys("Escape", title="New pantry item")
        app.wait("label", "This item has unsaved changes: Save keeps them, Cancel discards them.")
        centre("New pantry item")
        shoot(directory, "desktop-pantry-form.png")
        app.button("Save")
        app.wait_gone("dialog", "New pantry item")

        open_tab(app, "Recipes", "cookbook://recipes/spaghetti-carbonara/@giulia-romano/cacio-e-pepe")
        app.wait("dialog", "Sign in again")
        app.wait("push button", "Sign Out")
        centre("Sign in again")
        shoot(directory, "desktop-expired.png")
        app.sign_in(*DEMO)
        app.wait_gone("dialog", "Sign in again")
    finally:
        app.end()


if __name__ == "__main__":
    main(sys.argv[1])
