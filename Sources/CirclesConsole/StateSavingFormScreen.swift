import Foundation

/// A form whose state can be kept when the demo quits and put back at the next start.
///
/// A capability, checked with `as?`: only a version whose form lives in its
/// state has anything to save. The legacy MVP form keeps what was typed in
/// its view, so it does not adopt this; nor do the migration steps before
/// the form's fields move into state.
@MainActor
public protocol StateSavingFormScreen: CircleFormScreen {
    /// The state to keep, or `nil` when leaving now would lose nothing.
    ///
    /// Work in flight does not survive a restart, so a saved state never
    /// shows a spinner.
    func savedState() throws -> Data?
    /// Replaces the form's state with one made by ``savedState()`` and redraws.
    ///
    /// - Throws: when the data no longer decodes as this version's state;
    ///   the form is left as it was.
    func restore(savedState: Data) throws
}
