/// Something that draws a model: the consuming half of a view, as in MVIKotlin.
///
/// Keeping rendering behind this protocol lets a screen be drawn by a real
/// view, a console adapter or a test double alike.
@MainActor
public protocol ViewRenderer<Model>: AnyObject {
    /// What the renderer draws, usually a screen state or a view model made from it.
    associatedtype Model

    /// Draws `model`, replacing whatever was drawn before.
    func render(_ model: Model)
}
