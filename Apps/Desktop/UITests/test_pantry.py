"""The Pantry: a form and a confirmation, each a modal window over the tab."""

from harness import App, wait_for
from people import check, open_tab, signed_in_app

FORM_NEW = "New pantry item"
REFUSAL = "This item has unsaved changes: Save keeps them, Cancel discards them."


def type_item(app, name, quantity):
    app.type_into("text", "Name", name)
    app.type_into("text", "Quantity", quantity)


def test_add_edit_and_delete_an_item_and_the_dirty_form_refuses_to_close():
    app = signed_in_app()
    try:
        open_tab(app, "Pantry", "cookbook://pantry")
        app.button("Add an item…")
        app.wait("dialog", FORM_NEW)
        app.wait_for_url("cookbook://pantry?sheet=add")
        type_item(app, "Rye flour", "1 kg")
        app.keys("Escape", title=FORM_NEW)
        app.wait("label", REFUSAL)
        check(app.find("dialog", FORM_NEW), "the form with unsaved changes closed")
        check(app.subtitle() == "cookbook://pantry?sheet=add", f"moved to {app.subtitle()}")
        app.button("Save")
        app.wait_gone("dialog", FORM_NEW)
        app.wait_for_url("cookbook://pantry")
        app.wait("list item", "Rye flour")

        app.press_in("list item", "Rye flour", "Edit")
        app.wait("dialog", "Edit Rye flour")
        item = app.wait_for_url_matching(r"cookbook://pantry\?sheet=edit&item=(.+)")
        app.keys("Escape", title="Edit Rye flour")
        app.wait_gone("dialog", "Edit Rye flour")
        app.wait_for_url("cookbook://pantry")
        app.press_in("list item", "Rye flour", "Edit")
        app.wait("dialog", "Edit Rye flour")
        check(app.subtitle() == item, f"the same item is edited at {app.subtitle()}")
        app.type_into("text", "Quantity", "2 kg")
        app.button("Save")
        app.wait_gone("dialog", "Edit Rye flour")
        wait_for("the new quantity", lambda: app.find("label", "2 kg"))

        app.press_in("list item", "Rye flour", "Delete…")
        app.wait("dialog", "Delete Rye flour?")
        app.wait_for_url_matching(r"cookbook://pantry\?alert=delete&item=.+")
        app.press_in("dialog", "Delete Rye flour?", prefix="Delete")
        app.wait_gone("dialog", "Delete Rye flour?")
        app.wait_for_url("cookbook://pantry")
        app.wait_gone("list item", "Rye flour")
        app.wait("label", "Your pantry is empty.")
    finally:
        app.end()


def test_a_form_left_open_is_restored_with_its_draft_after_sigterm():
    app = signed_in_app()
    state_dir = app.state_dir
    open_tab(app, "Pantry", "cookbook://pantry")
    app.button("Add an item…")
    app.wait("dialog", FORM_NEW)
    type_item(app, "Oat milk", "2 l")
    status = app.end()
    check(status == 143, f"exit {status}")
    again = App(state_dir=state_dir)
    try:
        again.wait("dialog", FORM_NEW)
        again.wait_for_url("cookbook://pantry?sheet=add")
        wait_for("the draft's name", lambda: again.text_of("text", "Name") == "Oat milk")
        check(again.text_of("text", "Quantity") == "2 l", "the draft lost its quantity")
        again.button("Cancel")
        again.wait_gone("dialog", FORM_NEW)
        again.wait_for_url("cookbook://pantry")
    finally:
        again.end()
