// UIKit declarations newer than an SDK the iOS SDK check may be given (the Linux kit's is
// iPhoneOS 16.5), as Apple's documentation declares them. The check adds this file to each
// module that imports UIKit only when the SDK's headers lack them: typecheck only, never
// linked, never in a build of the package.
import UIKit

extension UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26.0, *)
    var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}
