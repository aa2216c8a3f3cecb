"""The window skeleton: sign-in, the tabs, the recipe list, links, options and signals."""

import time

from harness import TAB, App, UIFailure, act, run_binary, wait_for

DEMO = ("demo", "demo-pass-1")  # the README's demo account
TABS = ["Recipes", "Favourites", "Pantry", "Profile"]


def check(condition, message):
    if not condition:
        raise UIFailure(message)


def signed_in_app(*arguments, state_dir=None):
    app = App("--reset", *arguments, state_dir=state_dir)
    app.sign_in(*DEMO)
    app.wait_for_url("cookbook://recipes")
    return app


def test_the_window_appears_named_cookbook_and_asks_to_sign_in():
    app = App("--reset")
    try:
        app.wait("frame", "Cookbook")
        for role, name in [("text", "User"), ("password text", "Password"),
                           ("push button", "Sign In")]:
            app.wait(role, name)
        check(app.find("push button", "Back") is None, "Back is offered with nothing to go back to")
        check(app.subtitle() == "cookbook://login", f"signed out at {app.subtitle()}")
    finally:
        app.end()


def test_signing_in_as_demo_shows_the_recipes_tab():
    app = signed_in_app()
    try:
        wait_for("the user's name as the title", lambda: app.find("label", "demo"))
        for tab in TABS:
            app.wait(TAB, tab)
        app.wait("entry", "Search recipes")
        rows = wait_for("recipe rows", lambda: app.find_all("list item"))
        names = [row.name for row in rows]
        check("Spaghetti Carbonara" in names, f"rows are named {names[:5]}")
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


def test_choosing_a_tab_changes_the_url():
    app = signed_in_app()
    try:
        app.press(TAB, "Pantry")
        app.wait_for_url("cookbook://pantry")
        app.press(TAB, "Recipes")
        app.wait_for_url("cookbook://recipes")
    finally:
        app.end()


def test_a_bad_option_exits_64_with_a_message():
    status, stderr = run_binary("--no-such-option")
    check(status == 64, f"exit {status}")
    check("Unknown option '--no-such-option'" in stderr, f"stderr: {stderr!r}")
    status, stderr = run_binary("--session-ttl", "0")
    check(status == 64, f"--session-ttl 0 exits {status}")


def test_a_second_launch_hands_its_url_to_the_running_app_and_exits_0():
    app = signed_in_app()
    try:
        status, stderr = run_binary("--state-dir", "/nonexistent/ignored", "cookbook://favorites")
        check(status == 0, f"the second launch exits {status}: {stderr!r}")
        app.wait_for_url("cookbook://favorites")
        check(app.process.poll() is None, "the first instance ended")
    finally:
        app.end()


def test_sigterm_saves_the_location_and_exits_143():
    app = signed_in_app()
    state_dir = app.state_dir
    app.press(TAB, "Profile")
    app.wait_for_url("cookbook://profile")
    status = app.end()
    check(status == 143, f"exit {status}")
    again = App(state_dir=state_dir)
    try:
        again.wait_for_url("cookbook://profile")
    finally:
        again.end()


def test_closing_the_window_saves_and_exits_0():
    app = signed_in_app()
    state_dir = app.state_dir
    app.press(TAB, "Favourites")
    app.wait_for_url("cookbook://favorites")
    act(app.wait("frame", "Cookbook"), "window.close")
    status = app.wait_for_exit()
    check(status == 0, f"exit {status}")
    again = App(state_dir=state_dir)
    try:
        again.wait_for_url("cookbook://favorites")
    finally:
        again.end()
