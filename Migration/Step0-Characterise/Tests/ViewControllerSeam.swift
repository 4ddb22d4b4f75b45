import CirclesConsole
import CirclesDomain

@testable import Step0Characterise

/// The seam around the legacy view controller: what the user sees, read from
/// its widgets as one ``FormScreen`` value, and the user's inputs, played as
/// keystrokes and taps on the same widgets.
///
/// This is the only code that knows the screen is made of UIKit-style
/// widgets. The spec and the transcript talk to `CircleFormScreen` alone, so
/// they run unchanged against any version that conforms to it.
@MainActor
final class ViewControllerSeam: CircleFormScreen {
    private let presenter: NewCirclePresenter
    private weak var navigator: (any FormNavigator)?
    private var viewController: NewCircleViewController

    /// Loads the legacy screen over `repository`, reporting navigation to `navigator`.
    init(repository: any CirclesRepository, navigator: any FormNavigator) {
        presenter = NewCirclePresenter(repository: repository)
        self.navigator = navigator
        viewController = NewCircleViewController(presenter: presenter, navigator: navigator)
        viewController.viewDidLoad()
    }

    // excerpt:begin seam
    /// What the user sees now, read from the widgets.
    var display: FormScreen {
        FormScreen(
            mode: .create,
            name: viewController.nameField.text,
            isSaveEnabled: viewController.saveButton.isEnabled,
            progress: viewController.spinner.isAnimating ? .creating : nil,
            dialog: viewController.alertMessage == nil ? nil : .createFailed
        )
    }

    /// Plays `input` on the widgets, as a user would.
    func handle(_ input: FormInput) {
        switch input {
        case .name(let name): viewController.nameField.type(name)
        case .save: viewController.saveButton.tap()
        case .answer(.ok): viewController.alertOKTapped()
        case .coverPhoto, .back, .delete, .answer: break  // The legacy screen has no such control.
        }
    }
    // excerpt:end seam

    /// Replaces the view controller with a new one, as UIKit would after a memory warning.
    func recreateView(during gap: @MainActor () async -> Void) async {
        presenter.detach()
        await gap()
        guard let navigator else { return }
        viewController = NewCircleViewController(presenter: presenter, navigator: navigator)
        viewController.viewDidLoad()
    }

    /// Waits for the presenter's repository calls and their callbacks.
    func settle() async { await presenter.scheduler.waitUntilIdle() }

    /// Detaches the view controller, so that late callbacks reach nothing.
    func close() { presenter.detach() }
}
