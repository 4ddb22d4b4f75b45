import CirclesConsole
import CirclesDomain

/// One line of the demo's input, understood.
package enum Command: Equatable {
    /// Show all circles.
    case list
    /// Show the list with the circle numbered `N` at the top of its page.
    case listFrom(Int)
    /// Show the next page of the list.
    case more
    /// Open the form for a new circle.
    case new
    /// Open the feed of the circle numbered `N` in the list.
    case open(Int)
    /// Edit the circle whose feed is shown.
    case edit
    /// Edit the circle numbered `N` in the list.
    case editListed(Int)
    /// Delete the circle numbered `N` in the list, once confirmed.
    case deleteListed(Int)
    /// Load the list of all circles again.
    case refresh
    /// An input for the form: a field, a button or a dialog answer.
    case form(FormInput)
    /// Show the commands.
    case help
    /// End the session.
    case quit
    /// Make the next repository call of this kind fail.
    case fail(RepositoryOperation)
    /// Hold the next repository call until `release`.
    case hold
    /// Let held repository calls finish.
    case release
    /// Give the form a new view over the same presenter: on iOS, a coordinator showing a new view controller for
    /// a presenter it kept; the talk's rotation.
    case reshow
    /// List the recorded states (MVI versions).
    case history
    /// Restore recorded state `N` (MVI versions).
    case rewind(Int)
    /// Reopen the form saved when the demo last quit.
    case resume
    /// Drop the form saved when the demo last quit.
    case discard
}
