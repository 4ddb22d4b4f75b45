import CirclesDomain
import MvpKit

/// What ``NewCirclePresenter`` tells its view to do.
@MainActor
protocol NewCircleView: AnyObject {
    /// Enables or disables Save.
    func enableSave(_ isEnabled: Bool)
    /// Shows or hides the spinner.
    func showSpinner(_ isShown: Bool)
    /// Presents the "could not be created" alert.
    func showCreateError()
    /// Leaves the screen for the invite screen of the circle just created.
    func openCircleInvite(circleId: String)
}

/// Step 0 (characterise): the legacy presenter of a UIKit-style "new circle"
/// screen, written the way the talk's "before" is, and left untouched by this step.
///
/// It keeps a mutable flag, calls its view one command at a time, and drops
/// whatever finishes while no view is attached.
@MainActor
final class NewCirclePresenter: SimplePresenter<any NewCircleView> {
    /// Runs the repository calls; ``UiThreadScheduler/waitUntilIdle()`` is how a test waits for them.
    let scheduler = UiThreadScheduler()
    private let repository: any CirclesRepository
    private let shouldAllowFormSubmission = ShouldAllowFormSubmissionUseCase()
    private var isCreating = false

    /// A presenter that creates circles in `repository`, with no view attached yet.
    init(repository: any CirclesRepository) {
        self.repository = repository
    }

    /// The name field changed: Save is enabled exactly when the name fits.
    func onNameChanged(_ name: String) {
        let isValid = shouldAllowFormSubmission(CreateOrEditCircleRequestDomain(circleName: name))
        ifAttached { $0.enableSave(isValid) }
    }

    /// Save was tapped: create the circle, unless a create is already in flight.
    func onSaveTapped(name: String) {
        guard !isCreating else { return }
        isCreating = true
        ifAttached { $0.showSpinner(true) }
        scheduler.subscribeOnUiThread(
            { [repository] in try await repository.createCircle(CreateOrEditCircleRequestDomain(circleName: name)) },
            onSuccess: { [weak self] circle in
                self?.isCreating = false
                self?.ifAttached { $0.openCircleInvite(circleId: circle.id) }
            },
            onError: { [weak self] _ in
                self?.isCreating = false
                self?.ifAttached {
                    $0.showSpinner(false)
                    $0.showCreateError()
                }
            }
        )
    }
}
