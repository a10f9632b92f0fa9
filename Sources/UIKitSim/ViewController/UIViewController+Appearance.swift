import Foundation

/// The public appearance API's base implementations (uikit-semantics §1.5, §2.2–2.3, §2.8).
extension UIViewController {
    /// UIViewController's own `viewWillAppear(_:)` and siblings. Reached legitimately when
    /// UIKitSim delivers the callback to this controller (with or without an override calling
    /// `super`); reached any other way, someone called it directly, which UIKit reports (§2.8).
    /// A direct call changes no appearance state, as in UIKit.
    func baseAppearanceMethod(_ callback: Delivery.Callback) {
        if Delivery.isDelivering(callback, to: self) {
            noteSuper(callback, "\(callback.rawValue)(_:)")
        } else {
            Diagnostics.warn(UIKitText.directAppearanceCall(callback.selector))
        }
    }

    /// §1.5: true only inside `viewWillAppear`/`viewDidAppear` of an appearance that began
    /// while this controller was being added (between the base `willMove(toParent: p)` and the
    /// base `didMove(toParent: p)`).
    var baseIsMovingToParent: Bool {
        appearance.deliveringAppearing > 0 && appearance.appearanceIsMoveToParent
    }

    /// §1.5: true only inside the disappearance that began while this controller was being
    /// removed (after the base `willMove(toParent: nil)`, before `removeFromParent()`).
    var baseIsMovingFromParent: Bool {
        appearance.deliveringDisappearing > 0 && appearance.appearanceIsMoveFromParent
    }

    func baseBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        JournalRecorder.record(.beginAppearanceTransition(ObjectRef(self), isAppearing: isAppearing, animated: animated))
        AppearanceEngine.begin(self, appearing: isAppearing, animated: animated)
    }

    func baseEndAppearanceTransition() {
        JournalRecorder.record(.endAppearanceTransition(ObjectRef(self)))
        AppearanceEngine.end(self)
    }
}
