"""The platform owns back: the leaflet goes back by itself and the Router follows."""

from harness import TAB, act
from people import check, open_tab, shows_back, signed_in_app

CARBONARA = "cookbook://recipes/spaghetti-carbonara"
AUTHOR = CARBONARA + "/@giulia-romano"
CACIO = AUTHOR + "/cacio-e-pepe"


def open_recipe_author_and_their_other_recipe(app):
    app.button("Spaghetti Carbonara")
    app.wait_for_url(CARBONARA)
    app.button("Author: Giulia Romano")
    app.wait_for_url(AUTHOR)
    app.wait("label", "Giulia Romano")
    app.button("Cacio e Pepe")
    app.wait_for_url(CACIO)
    app.wait("push button", "Author: Giulia Romano")


def test_back_by_alt_left_the_header_and_the_mouse_back_button():
    app = signed_in_app()
    try:
        open_recipe_author_and_their_other_recipe(app)
        check(shows_back(app), "no Back over three pushed pages")
        app.keys("alt+Left")
        app.wait_for_url(AUTHOR)
        app.wait("label", "Giulia Romano")
        app.button("Back")
        app.wait_for_url(CARBONARA)
        app.wait("push button", "Author: Giulia Romano")
        app.mouse_button(8)
        app.wait_for_url("cookbook://recipes")
        app.wait("entry", "Search recipes")
        check(not shows_back(app), "Back is still offered on the list")
    finally:
        app.end()


def test_a_scroll_is_no_swipe_and_changes_nothing():
    # Xvfb has no touchpad or touchscreen, and the leaflet swipes only on those: xdotool's
    # horizontal scroll buttons are plain wheel clicks. This checks that they change nothing;
    # the swipe itself cannot be simulated here (see Docs/Desktop.md).
    app = signed_in_app()
    try:
        app.button("Spaghetti Carbonara")
        app.wait_for_url(CARBONARA)
        app.point_into()
        for button in (6, 7):
            app.mouse_button(button)
        app.wait("push button", "Author: Giulia Romano")
        check(app.subtitle() == CARBONARA, f"a scroll moved to {app.subtitle()}")
    finally:
        app.end()


def test_each_tab_keeps_its_own_stack():
    app = signed_in_app()
    try:
        open_recipe_author_and_their_other_recipe(app)
        app.button("Mark as favourite")
        app.wait("push button", "Remove from favourites")
        open_tab(app, "Favourites", "cookbook://favorites")
        app.button("Cacio e Pepe")
        app.wait_for_url("cookbook://favorites/cacio-e-pepe")
        open_tab(app, "Profile", "cookbook://profile")
        app.button("Settings")
        app.wait_for_url("cookbook://profile/settings")
        app.wait("radio button", "Default order")
        open_tab(app, "Recipes", CACIO)
        app.wait("push button", "Remove from favourites")
        open_tab(app, "Favourites", "cookbook://favorites/cacio-e-pepe")
        app.wait("push button", "Author: Giulia Romano")
        app.keys("alt+Left")
        app.wait_for_url("cookbook://favorites")
        open_tab(app, "Profile", "cookbook://profile/settings")
        app.button("Back")
        app.wait_for_url("cookbook://profile")
        app.wait("push button", "Sign Out")
        open_tab(app, "Recipes", CACIO)
        app.press(TAB, "Pantry")
        app.wait_for_url("cookbook://pantry")
        check(not shows_back(app), "Back is offered on the Pantry")
    finally:
        app.end()


def test_a_recipe_rows_own_accessible_action_opens_the_recipe():
    # A screen reader's "activate" goes to the row itself, not to a widget inside it; GTK
    # names a widget's own action with its group's prefix.
    app = signed_in_app()
    try:
        act(app.wait("list item", "Spaghetti Carbonara"), "row.activate")
        app.wait_for_url(CARBONARA)
        app.button("Author: Giulia Romano")
        app.wait_for_url(AUTHOR)
        act(app.wait("list item", "Cacio e Pepe"), "row.activate")
        app.wait_for_url(CACIO)
        app.wait("push button", "Author: Giulia Romano")
    finally:
        app.end()
