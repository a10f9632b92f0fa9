import Foundation

/// Everything UIKitSim records (uikit-semantics §8). Cases may be added; none is ever removed
/// or renamed, since graders match on them.
@_spi(Simulator) public enum JournalEvent: Sendable, Equatable {
    // Containment: recorded when UIKit's implementation runs (an override that skips super is invisible here).
    case addChild(parent: ObjectRef, child: ObjectRef)
    case removeFromParent(child: ObjectRef, parent: ObjectRef)
    case willMove(child: ObjectRef, toParent: ObjectRef?)
    case didMove(child: ObjectRef, toParent: ObjectRef?)
    // Lifecycle: recorded when delivered to the controller, before its override runs.
    case loadView(ObjectRef)
    case viewDidLoad(ObjectRef)
    case viewWillAppear(ObjectRef, animated: Bool)
    case viewDidAppear(ObjectRef, animated: Bool)
    case viewWillDisappear(ObjectRef, animated: Bool)
    case viewDidDisappear(ObjectRef, animated: Bool)
    case viewWillLayoutSubviews(ObjectRef)
    case viewDidLayoutSubviews(ObjectRef)
    case beginAppearanceTransition(ObjectRef, isAppearing: Bool, animated: Bool)
    case endAppearanceTransition(ObjectRef)
    // Views
    case addSubview(view: ObjectRef, superview: ObjectRef)       // all add/insert variants
    case removeFromSuperview(view: ObjectRef, superview: ObjectRef)
    case frameChange(view: ObjectRef, from: CGRect, to: CGRect)
    // Animation
    case animationBegan(id: Int, duration: TimeInterval)
    case animationEnded(id: Int, finished: Bool)
    case transitionBegan(parent: ObjectRef, from: ObjectRef, to: ObjectRef, duration: TimeInterval)
    case transitionEnded(parent: ObjectRef, from: ObjectRef, to: ObjectRef, finished: Bool)
    // Status bar and sizing
    case setNeedsStatusBarAppearanceUpdate(ObjectRef)
    case statusBarResolved(style: UIStatusBarStyle, hidden: Bool)
    case preferredContentSizeChanged(ObjectRef, to: CGSize)
    case preferredContentSizeDidChange(parent: ObjectRef, child: ObjectRef)
    case viewWillTransition(ObjectRef, to: CGSize)
    // Diagnostics (also in Simulator.diagnostics)
    case diagnostic(Diagnostic)
    // Added by UIKitSim beyond the architecture doc's list:
    /// UIViewController's base implementation of an overridable method ran, i.e. an override
    /// called `super` (or there is no override). `method` is the Swift name, e.g.
    /// "viewWillAppear(_:)". Lets graders check rule `call-super`; timelines leave it out.
    case superCalled(ObjectRef, method: String)
    /// A modal presentation began (`presenter` is the controller presented on, which for a
    /// child is the root of its hierarchy) or a dismissal began. Recorded before any callback.
    case present(presenter: ObjectRef, presented: ObjectRef, animated: Bool)
    case dismiss(presenter: ObjectRef, presented: ObjectRef, animated: Bool)
    // Added for issue 9 (uikit-semantics §9–§13; docs/UIKITSIM.md lists the texts).
    /// A recognizer entered `state` (the action, if any, follows); `translation` for pans.
    case gestureState(ObjectRef, state: UIGestureRecognizer.State, translation: CGPoint?)
    /// `view.transform` changed (§10.2); marked animated inside an animation block.
    case transformChange(view: ObjectRef, from: CGAffineTransform, to: CGAffineTransform)
    /// A flip, curl or cross-dissolve ran on `carrier`, the view that visibly turns (§10.4).
    case viewTransition(carrier: ObjectRef, options: UIView.AnimationOptions, duration: TimeInterval)
    /// `willTransition(to:with:)` delivered (before the override runs), §11.3.
    case willTransitionToTraits(ObjectRef, to: UITraitCollection)
    /// `traitCollectionDidChange(_:)` delivered, with the traits before and now, §11.3.
    case traitCollectionDidChange(ObjectRef, previous: UITraitCollection, current: UITraitCollection)
    /// A navigation controller's push, pop (one or more controllers) or stack replacement (§12.1),
    /// recorded when called, before any callback.
    case push(navigation: ObjectRef, pushed: ObjectRef, animated: Bool)
    case pop(navigation: ObjectRef, popped: [ObjectRef], animated: Bool)
    case setViewControllers(navigation: ObjectRef, controllers: [ObjectRef], animated: Bool)
    /// UIKit called a presentation controller's or transitioning delegate's method (§12.3), e.g.
    /// `presentationTransitionWillBegin()`; recorded before the override runs.
    case presentationStep(ObjectRef, method: String)

    /// The objects this event mentions, for `Journal.entries(involving:)`.
    public var objects: [ObjectRef] {
        switch self {
        case .addChild(let a, let b), .removeFromParent(let a, let b),
             .addSubview(let a, let b), .removeFromSuperview(let a, let b),
             .preferredContentSizeDidChange(let a, let b):
            return [a, b]
        case .willMove(let a, let b), .didMove(let a, let b):
            return [a] + (b.map { [$0] } ?? [])
        case .loadView(let a), .viewDidLoad(let a), .viewWillLayoutSubviews(let a),
             .viewDidLayoutSubviews(let a), .endAppearanceTransition(let a),
             .setNeedsStatusBarAppearanceUpdate(let a):
            return [a]
        case .viewWillAppear(let a, _), .viewDidAppear(let a, _), .viewWillDisappear(let a, _),
             .viewDidDisappear(let a, _), .beginAppearanceTransition(let a, _, _),
             .frameChange(let a, _, _), .preferredContentSizeChanged(let a, _),
             .viewWillTransition(let a, _), .superCalled(let a, _):
            return [a]
        case .transitionBegan(let p, let f, let t, _), .transitionEnded(let p, let f, let t, _):
            return [p, f, t]
        case .present(let p, let c, _), .dismiss(let p, let c, _):
            return [p, c]
        case .gestureState(let a, _, _), .transformChange(let a, _, _), .viewTransition(let a, _, _),
             .willTransitionToTraits(let a, _), .traitCollectionDidChange(let a, _, _), .presentationStep(let a, _):
            return [a]
        case .push(let n, let c, _):
            return [n, c]
        case .pop(let n, let cs, _), .setViewControllers(let n, let cs, _):
            return [n] + cs
        case .animationBegan, .animationEnded, .statusBarResolved, .diagnostic:
            return []
        }
    }
}
