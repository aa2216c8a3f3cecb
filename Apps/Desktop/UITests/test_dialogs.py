"""A recipe's share sheet and delete confirmation: modal windows that Escape closes once."""

from people import check, signed_in_app

CARBONARA = "cookbook://recipes/spaghetti-carbonara"


def test_the_share_sheet_shows_the_link_and_escape_closes_it():
    app = signed_in_app()
    try:
        app.button("Spaghetti Carbonara")
        app.button("Share…")
        app.wait("dialog", "Share Spaghetti Carbonara")
        app.wait_for_url(CARBONARA + "?sheet=share")
        for name in ["Show the link", "Export as Markdown…", "Cancel"]:
            app.wait("push button", name)
        app.keys("Escape", title="Share Spaghetti Carbonara")
        app.wait_gone("dialog", "Share Spaghetti Carbonara")
        app.wait_for_url(CARBONARA)
        app.button("Share…")
        app.button("Show the link")
        app.wait_gone("dialog", "Share Spaghetti Carbonara")
        app.wait("label", f"The recipe's link: {CARBONARA}")
    finally:
        app.end()


def test_the_delete_confirmation_cancels_by_default_and_deletes_when_asked():
    app = signed_in_app()
    try:
        app.button("Spaghetti Carbonara")
        app.button("Delete…")
        app.wait("dialog", "Delete Spaghetti Carbonara?")
        app.wait_for_url(CARBONARA + "?alert=delete")
        app.wait("push button", prefix="Cancel")  # GTK names it "Cancel Cancel"
        app.keys("Return", title="Delete Spaghetti Carbonara?")
        app.wait_gone("dialog", "Delete Spaghetti Carbonara?")
        app.wait_for_url(CARBONARA)
        app.button("Delete…")
        app.keys("Escape", title="Delete Spaghetti Carbonara?")
        app.wait_gone("dialog", "Delete Spaghetti Carbonara?")
        app.wait_for_url(CARBONARA)
        app.button("Delete…")
        app.press_in("dialog", "Delete Spaghetti Carbonara?", prefix="Delete")
        app.wait_gone("dialog", "Delete Spaghetti Carbonara?")
        app.wait_for_url("cookbook://recipes")  # the tab's flow removes every screen of it
        app.wait("push button", "Cacio e Pepe")
        check(app.find("push button", "Spaghetti Carbonara") is None, "the recipe is still listed")
    finally:
        app.end()
