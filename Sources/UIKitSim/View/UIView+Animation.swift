import Foundation

/// UIView's block animations (uikit-semantics §7). Values set in the block apply at once, as
/// Core Animation's model layer does, and the journal marks them as animated; the completion
/// runs when the virtual clock reaches the end (`Simulator.advance(by:)`). A zero duration
/// applies without animating and runs the completion at the end of the current run-loop turn
/// (UIKit runs it on the next turn: either way, never inside the call).
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.perform(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.perform(duration: duration, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        Animations.perform(duration: duration, animations: animations, completion: nil)
    }

    /// Springs end when the duration ends, as UIKit's do; damping and velocity are ignored.
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.perform(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Changes made in `actionsWithoutAnimation` are not animated, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Animations.withoutAnimation(actionsWithoutAnimation)
    }

    public class var areAnimationsEnabled: Bool { !Animations.areDisabled }

    /// The duration of the animation block being set up now (0 outside one, or with animations
    /// disabled).
    public class var inheritedAnimationDuration: TimeInterval {
        Animations.currentAnimated?.duration ?? 0
    }
}
