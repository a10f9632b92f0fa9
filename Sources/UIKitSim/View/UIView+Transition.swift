import Foundation

/// UIView's transition animations. Like the block animations, changes apply at once and the
/// completion runs when virtual time reaches the end; a controller whose view enters or leaves
/// the window inside them gets its "did" callback at the end of the animation (§2.6).
extension UIView {
    /// Animates changes made in `animations` to `view`'s subtree (e.g. a flip between children).
    public class func transition(
        with view: UIView,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewTransitionRecord.record(carrier: view, options: options, duration: duration)
        Animations.perform(duration: duration, animations: { animations?() }, completion: completion)
    }

    /// Removes `fromView` from its superview and puts `toView` in its place, as UIKit does by
    /// default; with `.showHideTransitionViews` hides `fromView` and shows `toView` instead.
    public class func transition(
        from fromView: UIView,
        to toView: UIView,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        // §10.3–10.4: the flip or dissolve is carried by the superview of the swapped views (GTE 3.1, 3.5).
        if let carrier = fromView.superview { ViewTransitionRecord.record(carrier: carrier, options: options, duration: duration) }
        Animations.perform(duration: duration, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview,
                      let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
                fromView.removeFromSuperview()
                superview.insertSubview(toView, at: index)
            }
        }, completion: completion)
    }
}

/// Journals which view carried a flip, curl or cross-dissolve (§10.4), so a grader can tell a
/// flip of one container view from a flip of the root view. Plain animations are not recorded here.
@MainActor
enum ViewTransitionRecord {
    static func record(carrier: UIView, options: UIView.AnimationOptions, duration: TimeInterval) {
        guard (options.rawValue >> 20) & 0x7 != 0 else { return }
        JournalRecorder.record(.viewTransition(carrier: ObjectRef(carrier), options: options, duration: max(0, duration)))
    }
}
