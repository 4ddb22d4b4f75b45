/// The text of the `help` command: every command, grouped by where it works.
enum HelpText {
    static let text = """
        Circles: create, edit and delete circles.
          list            show all circles
          open N          open circle N of the list
          new             create a circle
          edit            edit the circle whose feed is shown
        On the form:
          name TEXT       set the name (1 to 50 characters)
          cover URL       set the cover photo; cover - removes it
          save            create or save the circle
          back            leave the form (asks first if you would lose input)
          delete          delete the circle being edited
          yes, no, ok     answer the dialog on screen
        Trying things out:
          fail OP         make the next create, edit, delete or load fail
          hold, release   hold the next repository call until release
          rotate          recreate the view, as a rotation would; a held call
                          finishes while no view is attached
          history         list the form's recorded states (MVI; the last 100)
          rewind N        go back to recorded state N; side effects are not
                          replayed (MVI)
        Leaving and coming back:
          quit            leave; with a store file, an unfinished MVI form is
                          saved (mvp and the steps have nothing to save;
                          :memory: keeps nothing)
          resume, discard reopen or drop a form saved at a quit, one at a time
          help            show this text

        """
}
