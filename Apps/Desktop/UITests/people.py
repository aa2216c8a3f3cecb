"""What a person does often, in a few words: sign in, open a tab, check where they are."""

from harness import TAB, App, UIFailure

DEMO = ("demo", "demo-pass-1")  # the README's demo account


def check(condition, message):
    if not condition:
        raise UIFailure(message)


def signed_in_app(*arguments, state_dir=None):
    """A fresh app with demo signed in, the first sign-in's welcome continued past."""
    app = App("--reset", *arguments, state_dir=state_dir)
    app.sign_in(*DEMO)
    app.wait("dialog", "Welcome")
    app.wait_for_url("cookbook://recipes?modal=welcome")
    app.button("Continue")
    app.wait_gone("dialog", "Welcome")
    app.wait_for_url("cookbook://recipes")
    return app


def open_tab(app, title, url):
    app.press(TAB, title)
    app.wait_for_url(url)


def shows_back(app):
    return app.find("push button", "Back") is not None
