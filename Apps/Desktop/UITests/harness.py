"""Drives cookbook-desktop through the accessibility tree, as a screen reader would.

Run by Scripts/desktop.sh --test inside Xvfb and a private D-Bus session, with Debian's
/usr/bin/python3 and python3-pyatspi. Widgets are found by role and accessible name; GTK 4.8
reports no "showing" state below the window, so a widget with a non-empty extent is shown.
"""

import os
import re
import signal
import subprocess
import tempfile
import time

import pyatspi

BINARY = os.environ.get("COOKBOOK_DESKTOP", "cookbook-desktop")
APP_NAME = "cookbook-desktop"
TIMEOUT = float(os.environ.get("COOKBOOK_UI_TIMEOUT", "15"))


# The contract's role for a tab: libadwaita 1.2's view switcher reports its buttons as page tabs.
TAB = ("toggle button", "page tab")


class UIFailure(AssertionError):
    pass


def wait_for(what, probe, timeout=TIMEOUT):
    """Returns probe()'s first truthy value, polling the tree until `timeout` seconds pass."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = probe()
            if value:
                return value
        except UIFailure:
            raise
        except Exception as error:  # a widget may go while it is read
            last_error = error
        time.sleep(0.1)
    raise UIFailure(f"timed out waiting for {what}" + (f" ({last_error})" if last_error else ""))


def is_shown(node):
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except Exception:
        return False
    return extents.width > 0 and extents.height > 0


def walk(node):
    yield node
    for child in node:
        if child is not None:
            yield from walk(child)


def run_binary(*arguments, timeout=TIMEOUT):
    """Runs a launch of the app to its end; returns (status, stderr)."""
    done = subprocess.run(
        [BINARY, *arguments], capture_output=True, text=True, timeout=timeout)
    return done.returncode, done.stderr


class App:
    """One running instance, with its own state directory unless given one."""

    launched = []

    def __init__(self, *arguments, state_dir=None):
        self.state_dir = state_dir or tempfile.mkdtemp(prefix="cookbook-desktop-ui-")
        os.chmod(self.state_dir, 0o700)
        # A file, not a pipe: a pipe nobody reads fills up and blocks the app's next warning.
        self.log = tempfile.NamedTemporaryFile(prefix="cookbook-desktop-log-", delete=False)
        self.process = subprocess.Popen(
            [BINARY, "--state-dir", self.state_dir, *arguments],
            stdout=self.log, stderr=subprocess.STDOUT)
        App.launched.append(self)
        self.accessible = wait_for("the app on the accessibility bus", self._find_app)

    @classmethod
    def end_all(cls):
        """Kills every instance a test left running, so that the next one is not a second
        instance that hands its launch over and exits."""
        for app in cls.launched:
            if app.process.poll() is None:
                app.process.kill()
                app.process.wait()
        cls.launched = []

    def output(self):
        with open(self.log.name, errors="replace") as log:
            return "".join(line for line in log if "Screen coordinates" not in line).strip()

    def _find_app(self):
        if self.process.poll() is not None:
            raise UIFailure(f"the app ended with {self.process.returncode}: {self.output()}")
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == APP_NAME and app.get_process_id() == self.process.pid:
                return app
        return None

    def find(self, role, name=None, shown=True, prefix=None):
        """The first widget with `role` (or one of several) and `name` (or a name that starts
        with `prefix`), or None."""
        roles = (role,) if isinstance(role, str) else role
        for node in walk(self.accessible):
            if node.getRoleName() in roles and (name is None or node.name == name) \
                    and (prefix is None or node.name.startswith(prefix)) \
                    and (not shown or is_shown(node)):
                return node
        return None

    def find_all(self, role, shown=True):
        return [node for node in walk(self.accessible)
                if node.getRoleName() == role and (not shown or is_shown(node))]

    def wait(self, role, name=None, prefix=None):
        return wait_for(f"{role} '{name or prefix}'", lambda: self.find(role, name, prefix=prefix))

    def wait_gone(self, role, name):
        wait_for(f"{role} '{name}' to go", lambda: self.find(role, name) is None)

    def texts(self, role="label"):
        """The names of the shown widgets with `role`, in the order of the tree."""
        return [node.name for node in self.find_all(role)]

    def subtitle(self):
        """The header's subtitle: the URL of where the user is."""
        for node in walk(self.accessible):
            if node.getRoleName() == "label" and node.name.startswith("cookbook://"):
                return node.name
        return None

    def wait_for_url(self, url):
        wait_for(f"the subtitle {url} (it is {self.subtitle()})", lambda: self.subtitle() == url)

    def wait_for_url_matching(self, pattern):
        """Waits for a subtitle that `pattern`, a regular expression, matches whole."""
        return wait_for(f"a subtitle like {pattern} (it is {self.subtitle()})",
                        lambda: re.fullmatch(pattern, self.subtitle() or "") and self.subtitle())

    def press_in(self, outer_role, outer_name, name=None, prefix=None):
        """Clicks the push button `name` (or whose name starts with `prefix`) inside the shown
        widget `outer_role` named `outer_name`, as a pantry row's Edit or a dialog's answer."""
        def button():
            outer = self.find(outer_role, outer_name)
            return outer and next(
                (node for node in walk(outer) if node.getRoleName() == "push button"
                 and (name is None or node.name == name)
                 and (prefix is None or node.name.startswith(prefix))), None)
        act(wait_for(f"{name or prefix} in {outer_name}", button), "click")

    def click(self, node, title="Cookbook"):
        """Clicks `node` with the mouse's first button, as a person does; for widgets that
        GTK 4.8 gives no accessible action, such as radio buttons."""
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.point_into(title, extents.x + extents.width // 2, extents.y + extents.height // 2)
        subprocess.run(["xdotool", "click", "1"], check=True)

    def text_of(self, role, name):
        """The text in the shown field `role` named `name`."""
        text = self.wait(role, name).queryText()
        return text.getText(0, text.characterCount)

    def press(self, role, name=None, prefix=None):
        act(self.wait(role, name, prefix=prefix), "click")

    def button(self, name):
        """Clicks the push button `name`, as a screen reader does."""
        self.press("push button", name)

    def type_into(self, role, name, text):
        field = self.wait(role, name)
        field.queryEditableText().setTextContents(text)

    def sign_in(self, user, password):
        self.type_into("text", "User", user)
        self.type_into("password text", "Password", password)
        self.press("push button", "Sign In")

    # The platform's own input, through X: keys go to the window under the pointer (Xvfb has
    # no window manager), so the pointer is moved into the window first.

    def point_into(self, title="Cookbook", x=360, y=360):
        """Moves the pointer into the window `title`; xdotool returns once the X server has it
        there (--sync, which waits for a move, so only when it must move), and the server sends
        GTK that move before any input that follows."""
        window = x_window(title)
        origin = xdotool_shell("getwindowgeometry", "--shell", window)
        target = {"X": origin["X"] + x, "Y": origin["Y"] + y}
        if {key: xdotool_shell("getmouselocation", "--shell")[key] for key in target} != target:
            subprocess.run(
                ["xdotool", "mousemove", "--sync", "--window", window, str(x), str(y)],
                check=True)

    def keys(self, *keys, title="Cookbook"):
        """Presses `keys` (xdotool's names, such as alt+Left) in the window `title`; the
        widget with the keyboard focus in it takes them."""
        self.point_into(title, x=40, y=20)
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)

    def mouse_button(self, button, title="Cookbook"):
        """Clicks mouse button `button` (8 is back) over the middle of the window's content."""
        self.point_into(title)
        subprocess.run(["xdotool", "click", str(button)], check=True)

    def end(self, sig=signal.SIGTERM):
        """Sends `sig` and returns the exit status; an app that ended by itself, as a failed
        assertion ends it, fails the test."""
        if self.process.poll() is not None and self.process.returncode != 0:
            raise UIFailure(f"the app ended with {self.process.returncode}: {self.output()}")
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            return self.process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise UIFailure(f"the app did not end after signal {sig}")

    def wait_for_exit(self):
        return self.process.wait(timeout=TIMEOUT)


def xdotool_shell(*arguments):
    """What `xdotool ARGUMENTS` prints as shell assignments, the numbers as numbers."""
    shell = subprocess.run(["xdotool", *arguments], capture_output=True, text=True,
                           check=True).stdout
    values = dict(line.split("=", 1) for line in shell.split())
    return {key: int(value) if value.lstrip("-").isdigit() else value
            for key, value in values.items()}


def x_window(title):
    """The X window whose title is `title`, as xdotool finds it."""
    found = wait_for(f"the window '{title}'", lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$"],
        capture_output=True, text=True).stdout.split())
    return found[-1]


def act(node, action_name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == action_name:
            action.doAction(index)
            return
    names = [action.getName(index) for index in range(action.nActions)]
    raise UIFailure(f"{node.getRoleName()} '{node.name}' has no action {action_name}: {names}")
