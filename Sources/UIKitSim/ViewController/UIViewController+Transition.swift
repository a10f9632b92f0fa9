import Foundation

/// `transition(from:to:duration:options:animations:completion:)` (uikit-semantics §3).
extension UIViewController {
    func baseTransition(
        from fromVC: UIViewController, to toVC: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        // §3.1, checked in this order; a raise has no further effect.
        guard shouldAutomaticallyForwardAppearanceMethods else {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.legacyContainment)
            return
        }
        guard fromVC.storedParent === self, toVC.storedParent === self else {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.noCommonParent(fromVC.description, toVC.description))
            return
        }
        JournalRecorder.record(.transitionBegan(parent: ObjectRef(self), from: ObjectRef(fromVC),
                                                to: ObjectRef(toVC), duration: duration))
        let fromView: UIView = fromVC.view
        let toView: UIView = toVC.view
        let animated = duration > 0
        let onScreen = viewIfLoaded?.isOnScreen ?? false
        // §3.2: a to-view already in the hierarchy (added by the caller) is not begun here,
        // yet is still ended below: UIKit's "Unbalanced calls…" for <to>.
        let toAlreadyInHierarchy = toView.superview != nil

        // §3.3: from.viewWillDisappear, to.viewWillAppear, then the animations.
        if onScreen {
            AppearanceEngine.begin(fromVC, appearing: false, animated: animated)
            if !toAlreadyInHierarchy { AppearanceEngine.begin(toVC, appearing: true, animated: animated) }
        }
        // §10.4: the option animates `from.view.superview`; §10.5: `animations` may be nil.
        if let carrier = fromView.superview { ViewTransitionRecord.record(carrier: carrier, options: options, duration: duration) }
        if !toAlreadyInHierarchy, let container = fromView.superview {
            container.addSubview(toView)
        }
        Animations.perform(
            duration: duration, journalBoundaries: false,
            animations: { animations?() },
            atEnd: {
                // §3.2–3.3: from.view leaves at the end; then to.viewDidAppear, from.viewDidDisappear.
                fromView.removeFromSuperview()
                if onScreen {
                    AppearanceEngine.end(toVC)
                    AppearanceEngine.end(fromVC)
                }
                JournalRecorder.record(.transitionEnded(parent: ObjectRef(self), from: ObjectRef(fromVC),
                                                        to: ObjectRef(toVC), finished: true))
            },
            completion: completion)
    }
}
