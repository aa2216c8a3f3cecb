"""The window and the app around it: sign-in, options, links, signals, closing."""

import os
import signal
import tempfile

from harness import TAB, App, UIFailure, act, run_binary, wait_for
from people import DEMO, check, open_tab, shows_back, signed_in_app

TABS = ["Recipes", "Favourites", "Pantry", "Profile"]


def test_the_window_appears_named_cookbook_and_asks_to_sign_in():
    app = App("--reset")
    try:
        app.wait("frame", "Cookbook")
        for role, name in [("text", "User"), ("password text", "Password"),
                           ("push button", "Sign In")]:
            app.wait(role, name)
        check(not shows_back(app), "Back is offered with nothing to go back to")
        check(app.subtitle() == "cookbook://login", f"signed out at {app.subtitle()}")
    finally:
        app.end()


def test_signing_in_welcomes_the_user_then_shows_the_recipes_tab():
    app = signed_in_app()
    try:
        wait_for("the user's name as the title", lambda: app.find("label", "demo"))
        for tab in TABS:
            app.wait(TAB, tab)
        app.wait("entry", "Search recipes")
        rows = wait_for("recipe rows", lambda: app.find_all("list item"))
        names = [row.name for row in rows]
        check("Spaghetti Carbonara" in names, f"rows are named {names[:5]}")
        check(not shows_back(app), "Back is offered on a tab's root")
    finally:
        app.end()


def test_sign_in_offers_its_way_on_to_forgot_password_and_back_returns():
    app = App("--reset")
    try:
        app.button("Forgot Password")
        app.wait_for_url("cookbook://login/forgot-password")
        app.wait("push button", "Send Reset Link")
        check(app.find("push button", "Forgot Password") is None, "the way on shows over its page")
        app.button("Back")
        app.wait_for_url("cookbook://login")
        app.wait("push button", "Forgot Password")
    finally:
        app.end()


def test_a_wrong_password_keeps_the_sign_in_page_and_says_why():
    app = App("--reset")
    try:
        app.sign_in("demo", "not-the-password")
        wait_for("the refusal", lambda: app.find("label", "Wrong user name or password."))
        check(app.subtitle() == "cookbook://login", f"moved to {app.subtitle()}")
    finally:
        app.end()


def test_a_bad_option_exits_64_with_a_message():
    status, stderr = run_binary("--no-such-option")
    check(status == 64, f"exit {status}")
    check("Unknown option '--no-such-option'" in stderr, f"stderr: {stderr!r}")
    status, stderr = run_binary("--session-ttl", "0")
    check(status == 64, f"--session-ttl 0 exits {status}")


def test_a_link_given_to_a_second_launch_opens_in_the_running_app():
    app = signed_in_app()
    try:
        status, stderr = run_binary("cookbook://recipes/tiramisu/@giulia-romano")
        check(status == 0, f"the second launch exits {status}: {stderr!r}")
        app.wait_for_url("cookbook://recipes/tiramisu/@giulia-romano")
        app.wait("label", "Giulia Romano")
        check(app.process.poll() is None, "the first instance ended")
        app.keys("alt+Left")
        app.wait_for_url("cookbook://recipes/tiramisu")
        app.wait("push button", "Author: Giulia Romano")
    finally:
        app.end()


def test_a_second_launch_whose_options_the_running_window_cannot_apply_exits_1():
    app = signed_in_app()
    try:
        app.button("Spaghetti Carbonara")
        app.wait_for_url("cookbook://recipes/spaghetti-carbonara")
        other = tempfile.mkdtemp(prefix="cookbook-desktop-other-")
        os.chmod(other, 0o700)
        for arguments, says in [
            (["--reset"], "--reset"), (["--state-dir", other], other),
            (["--reset", "cookbook://recipes/tiramisu"], "--reset"),
            (["--state-dir", other, "cookbook://recipes/tiramisu"], other),
        ]:
            status, stderr = run_binary(*arguments)
            check(status == 1, f"{arguments} exits {status}: {stderr!r}")
            check(says in stderr, f"{arguments} says {stderr!r}")
        check(app.subtitle() == "cookbook://recipes/spaghetti-carbonara", f"at {app.subtitle()}")
        # The running window's own directory is no other; the link shows every launch before
        # it was handled, and that the user is still signed in.
        status, stderr = run_binary("--state-dir", app.state_dir, "cookbook://recipes/tiramisu")
        check(status == 0, f"the same --state-dir exits {status}: {stderr!r}")
        app.wait_for_url("cookbook://recipes/tiramisu")
        check(os.listdir(other) == [], f"the other directory holds {os.listdir(other)}")
    finally:
        app.end()


def test_sigterm_saves_the_location_and_exits_143():
    app = signed_in_app()
    state_dir = app.state_dir
    app.button("Spaghetti Carbonara")
    app.wait_for_url("cookbook://recipes/spaghetti-carbonara")
    open_tab(app, "Profile", "cookbook://profile")
    status = app.end()
    check(status == 143, f"exit {status}")
    again = App(state_dir=state_dir)
    try:
        again.wait_for_url("cookbook://profile")
        open_tab(again, "Recipes", "cookbook://recipes")
    finally:
        again.end()


# The signals the terminal app saves on (Apps/cookbook/InterruptSaver.swift), Linux's included.
SAVED_ON = [signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGPIPE, signal.SIGTERM,
            signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM, signal.SIGPOLL,
            signal.SIGPWR]
PANTRY = [("Rye flour", "1 kg"), ("Oat milk", "2 l")]


def add_item(app, name, quantity):
    app.button("Add an item…")
    app.wait("dialog", "New pantry item")
    app.type_into("text", "Name", name)
    app.type_into("text", "Quantity", quantity)
    app.button("Save")
    app.wait_gone("dialog", "New pantry item")
    app.wait("list item", name)


def holds_draft(app, quantity):
    try:
        return wait_for("the draft", lambda: app.text_of("text", "Quantity") == quantity, timeout=3)
    except UIFailure:
        return False


def test_finding_05_every_signal_the_terminal_app_saves_on_saves_and_exits_128_plus_n():
    # Each signal ends an app whose location is one item's edit form, a draft typed in it; the
    # next launch must open that form with that draft. Items alternate, so each location is new.
    app = signed_in_app()
    state_dir = app.state_dir
    open_tab(app, "Pantry", "cookbook://pantry")
    for name, quantity in PANTRY:
        add_item(app, name, quantity)
    failures = []
    try:
        for index, number in enumerate(SAVED_ON):
            item = PANTRY[index % 2][0]
            draft = f"{index + 2} kg"
            app.press_in("list item", item, "Edit")
            app.wait("dialog", f"Edit {item}")
            location = app.wait_for_url_matching(r"cookbook://pantry\?sheet=edit&item=.+")
            app.type_into("text", "Quantity", draft)
            try:
                status = app.end(number)
            except UIFailure as failure:
                status = str(failure)
            app = App(state_dir=state_dir)
            restored = app.wait_for_url_matching(r"cookbook://.+")
            kept = restored == location and holds_draft(app, draft)
            if status != 128 + number or not kept:
                failures.append(f"{number.name}: exit {status}, next launch at {restored}")
            if app.find("dialog", prefix="Edit "):
                app.button("Cancel")
                app.wait_for_url("cookbook://pantry")
        check(not failures, "; ".join(failures))
    finally:
        app.end()


def test_closing_the_window_saves_and_a_relaunch_opens_where_the_user_was():
    app = signed_in_app()
    state_dir = app.state_dir
    app.button("Spaghetti Carbonara")
    app.button("Author: Giulia Romano")
    app.wait_for_url("cookbook://recipes/spaghetti-carbonara/@giulia-romano")
    act(app.wait("frame", "Cookbook"), "window.close")
    status = app.wait_for_exit()
    check(status == 0, f"exit {status}")
    again = App(state_dir=state_dir)
    try:
        again.wait_for_url("cookbook://recipes/spaghetti-carbonara/@giulia-romano")
        again.wait("label", "Giulia Romano")
        again.button("Back")
        again.wait_for_url("cookbook://recipes/spaghetti-carbonara")
        again.wait("push button", "Author: Giulia Romano")
    finally:
        again.end()
