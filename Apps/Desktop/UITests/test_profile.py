"""Profile and Settings: the order of every list, and the session running out."""

from harness import TAB, wait_for
from people import DEMO, check, open_tab, signed_in_app


def first_recipe(app):
    return wait_for("recipe rows", lambda: app.find_all("list item"))[0].name


def test_the_chosen_order_reorders_the_recipe_list():
    app = signed_in_app()
    try:
        check(first_recipe(app) == "Spaghetti Carbonara", f"first is {first_recipe(app)}")
        open_tab(app, "Profile", "cookbook://profile")
        app.button("Settings")
        app.wait_for_url("cookbook://profile/settings")
        for name, first in [("By time", "Overnight Oats"), ("By title", "Apple Crumble"),
                            ("Default order", "Spaghetti Carbonara")]:
            app.click(app.wait("radio button", name))
            open_tab(app, "Recipes", "cookbook://recipes")
            wait_for(f"{first} first", lambda: first_recipe(app) == first)
            open_tab(app, "Profile", "cookbook://profile/settings")
    finally:
        app.end()


def test_an_expired_session_asks_to_sign_in_again_and_the_same_user_gets_everything_back():
    # Long enough for the steps before the form on a slow machine (6 s expired on the way once),
    # short enough that the wait for the dialog below sees it.
    app = signed_in_app("--session-ttl", "12")
    try:
        app.button("Spaghetti Carbonara")
        app.button("Author: Giulia Romano")
        app.wait_for_url("cookbook://recipes/spaghetti-carbonara/@giulia-romano")
        open_tab(app, "Pantry", "cookbook://pantry")
        app.button("Add an item…")
        app.wait("dialog", "New pantry item")
        app.type_into("text", "Name", "Rye flour")
        # The global modal opens over the form, which stays under it with what it holds.
        app.wait("dialog", "Sign in again")
        app.wait_for_url("cookbook://pantry?sheet=add&modal=signin")
        check(app.find("dialog", "New pantry item"), "the form went under the sign-in")
        app.sign_in(*DEMO)
        app.wait_gone("dialog", "Sign in again")
        app.wait_for_url("cookbook://pantry?sheet=add")
        check(app.text_of("text", "Name") == "Rye flour", "the form lost what it held")
        app.button("Save")
        app.wait_gone("dialog", "New pantry item")
        app.wait("list item", "Rye flour")
        app.press(TAB, "Recipes")
        app.wait_for_url("cookbook://recipes/spaghetti-carbonara/@giulia-romano")
        app.wait("label", "Giulia Romano")
    finally:
        app.end()
