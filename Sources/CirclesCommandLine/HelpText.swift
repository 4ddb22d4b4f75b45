/// The text of the `help` command: every command, grouped by where it works.
///
/// Each command has a line of its own, and what it does is told in
/// sentences, so that no two commands' words run together.
package enum HelpText {
    package static let text = """
        Circles: create, edit and delete circles. Type a command, then Return.
        On the list of all circles:
          open N          Open the feed of circle N of the list.
          edit N          Edit circle N of the list.
          delete N        Delete circle N of the list; it asks first.
          new             Create a circle (on a feed or an invite screen too).
          refresh         Load the circles again, as pulling a list down does;
                          a change another session made then shows.
          list            Go back to the list from a feed or an invite screen.
          list N          Show the list from circle N; a page shows 20 circles.
          more            Show the next page of the list.
        On a circle's feed:
          edit            Edit the circle whose feed is shown.
        On the form:
          name TEXT       Set the name, of 1 to 50 characters.
          cover URL       Set the cover photo; cover - removes it.
          save            Create the circle, or save the change.
          back            Leave the form; it asks first if you would lose input.
          delete          Delete the circle being edited.
          yes, no, ok     Answer the dialog on screen, on the form or the list.
        Trying things out:
          fail OP         Make the next create, edit, delete or load fail.
          hold            Hold the next repository call until release.
          release         Let the held call go on.
          reshow          Give the list or the form a new view over the same
                          presenter, as a coordinator that kept a presenter does
                          on iOS when it shows a new view controller for it, or
                          a SwiftUI view given a new identity. A held call
                          finishes while no view is attached; the screen is
                          then shown.
          history         List the form's recorded states (MVI keeps the last 100).
          rewind N        Go back to recorded state N. Side effects are not
                          replayed (MVI).
        Leaving and coming back:
          quit            Leave. With a store file, an unfinished MVI form is
                          saved (mvp and the steps have nothing to save, and
                          :memory: keeps nothing).
          resume          Reopen a form saved at a quit, the oldest first.
          discard         Drop a form saved at a quit, the oldest first.
          help            Show this text.

        """
}
