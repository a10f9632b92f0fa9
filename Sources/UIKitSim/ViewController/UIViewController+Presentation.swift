import Foundation

/// Modal presentation (uikit-semantics §1.1, §5.3; mistake G34). A presentation is not
/// containment: the presented controller never joins `children` and its `parent` stays nil.
/// It is driven through the window: the presented view is added to the presenter's window above
/// everything else, the presented controller appears (its "will" now, its "did" when the
/// 0.3 s animation ends, or at the end of the turn when not animated), and the presenter
/// disappears only for the styles that remove its view (`.fullScreen`, `.currentContext`).
///
/// Where UIKit is more elaborate, UIKitSim keeps it simple:
/// - The controller presented *on* (`presentingViewController`) is the root of the receiver's
///   hierarchy (following `parent` up), or, for `.currentContext`/`.overCurrentContext`, the
///   nearest controller from the receiver up that sets `definesPresentationContext` (Apple
///   documents the property for those styles only).
/// - Every presented view fills the window; sheets are not inset.
/// - A presenter whose view is in no window logs UIKit's "whose view is not in the window
///   hierarchy" and nothing is presented (there is no window to present in).
extension UIViewController {
    /// How long an animated presentation or dismissal takes on the virtual clock.
    static let presentationDuration: TimeInterval = 0.3

    func basePresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // G34: UIKit's warning; the presentation still goes ahead.
        if isDetachedForPresentation {
            Diagnostics.warn(UIKitText.presentingOnDetached(description))
        }
        if let holder = presented.presentation.presenting {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.alreadyPresented(presented.description, by: holder.description))
            return
        }
        if presented.isActiveForPresentation(from: self) {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.presentingActiveController(presented.description))
            return
        }
        let host = presentationHost(for: presented.modalPresentationStyle)
        if let current = host.presentation.presented {
            // §12.8: while the first presentation's transition runs, UIKit's "in progress" text;
            // before it starts (same turn) or once it is over, "which is already presenting".
            if current.presentation.isBeingPresented && current.presentation.transitionStarted {
                Diagnostics.warn(UIKitText.presentationInProgress(presented.description, on: host.description, from: description))
            } else {
                Diagnostics.warn(UIKitText.alreadyPresenting(presented.description, on: host.description,
                                                              from: description, current: current.description))
            }
            return
        }
        guard let window = host.viewIfLoaded?.window else {
            Diagnostics.warn(UIKitText.notInWindowHierarchy(presented.description, on: host.description, from: description))
            return
        }
        // §12.2: the presentation is recorded and visible to `presentedViewController` now, and
        // starts at the end of this run-loop turn (P 5–6).
        JournalRecorder.record(.present(presenter: ObjectRef(host), presented: ObjectRef(presented), animated: animated))
        host.presentation.presented = presented
        // §12.10: both styles are read here, at the call; setting them afterwards is too late.
        presented.presentation.styleAtPresent = presented.modalPresentationStyle
        presented.presentation.transitionStyleAtPresent = presented.modalTransitionStyle
        presented.presentation.presenting = host
        presented.presentation.isBeingPresented = true
        presented.presentation.transitionStarted = false
        if window.isKeyWindow { StatusBarResolver.resolve() }
        let transition = PresentationTransition(presented: presented, host: host, source: self,
                                                animated: animated, completion: completion)
        VirtualRunLoop.deferToEndOfTurn { transition.start() }
    }

    /// UIKit dismisses what the receiver (or an ancestor) presents; with nothing presented it asks
    /// its own presenter to dismiss it. With neither, nothing happens.
    func baseDismiss(animated: Bool, completion: (() -> Void)?) {
        if let presented = basePresentedViewController, let host = presented.presentation.presenting {
            if presented.presentation.isBeingDismissed { return }
            if presented.presentation.isBeingPresented {
                presented.presentation.afterPresentation.append { [weak host] in
                    host?.dismiss(animated: animated, completion: completion)
                }
                return
            }
            Presentation.dismiss(presented, from: host, animated: animated, completion: completion)
        } else if let presenter = basePresentingViewController {
            presenter.dismiss(animated: animated, completion: completion)
        }
    }

    /// UIKit's documented lookup: what this controller or its nearest ancestor presents.
    var basePresentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentation.presented { return presented }
            current = controller.storedParent
        }
        return nil
    }

    /// UIKit's documented lookup: for a child, the controller presenting its nearest presented ancestor.
    var basePresentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentation.presenting { return presenting }
            current = controller.storedParent
        }
        return nil
    }

    /// The top of the receiver's `parent` chain.
    var hierarchyRoot: UIViewController {
        var root = self
        while let parent = root.storedParent { root = parent }
        return root
    }

    /// G34: not reachable from a window's root or a presented controller through `parent` —
    /// a controller whose view was added without `addChild`, or one not on screen at all.
    var isDetachedForPresentation: Bool {
        let root = hierarchyRoot
        if root.presentation.presenting != nil { return false }
        return !WindowRegistry.windows.contains { $0.rootViewController === root }
    }

    /// "An active controller": a child, the presenter itself or one of its ancestors, or a
    /// controller whose view is already in a window.
    private func isActiveForPresentation(from presenter: UIViewController) -> Bool {
        if storedParent != nil || self === presenter { return true }
        var current = presenter.storedParent
        while let ancestor = current {
            if ancestor === self { return true }
            current = ancestor.storedParent
        }
        return viewIfLoaded?.window != nil
    }

    private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesPresentationContext {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller.storedParent
            }
        }
        return hierarchyRoot
    }

    /// The style this controller's presentation was asked with (its `modalPresentationStyle` when
    /// `present` was called), while it is presented; nil otherwise. For graders: the property may
    /// have changed since, too late to matter (P 12–13).
    @_spi(Simulator) public var styleAtPresent: UIModalPresentationStyle? {
        presentation.presenting != nil ? presentation.styleAtPresent : nil
    }

    /// The transition style this controller's presentation animates with (its `modalTransitionStyle`
    /// when `present` was called, §12.10), while it is presented; nil otherwise. For graders: the
    /// property may have changed since, too late for this presentation.
    @_spi(Simulator) public var transitionStyleAtPresent: UIModalTransitionStyle? {
        presentation.presenting != nil ? presentation.transitionStyleAtPresent : nil
    }

    /// Whether a presented controller takes the status bar over from what it covers (§5.3).
    var capturesStatusBarForPresentation: Bool {
        modalPresentationCapturesStatusBarAppearance || modalPresentationStyle.capturesStatusBar
    }
}

/// The dismissal half, and helpers both halves share.
@MainActor
enum Presentation {
    /// Dismisses `presented` and everything presented above it (P 2): the presentation
    /// controller's `dismissalTransitionWillBegin()`, will-callbacks (presented first, then a
    /// presenter whose view was removed), the animation, then did-callbacks (presenter first,
    /// observed order), `dismissalTransitionDidEnd(true)` and the completion (P 16). Starts inside
    /// the call, as UIKitSim always has (the spec defers only `present`, §12.2).
    static func dismiss(_ presented: UIViewController, from host: UIViewController,
                        animated: Bool, completion: (() -> Void)?) {
        var chain: [UIViewController] = [presented]
        while let next = chain.last?.presentation.presented { chain.append(next) }
        JournalRecorder.record(.dismiss(presenter: ObjectRef(host), presented: ObjectRef(presented), animated: animated))
        let pc = presented.storedPresentationController
        if (pc?.creationStyle ?? presented.modalPresentationStyle) == .custom, let delegate = presented.transitioningDelegate {
            PresentationStep.record(delegate, "animationController(forDismissed: \(ObjectRef(presented)))")
            if let animator = delegate.animationController(forDismissed: presented) {
                PresentationStep.record(delegate, "interactionControllerForDismissal(using:)")
                _ = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        let cancelled = PresentationControls.takeDismissalCancel()
        chain.forEach { $0.presentation.isBeingDismissed = true }
        let window = presented.viewIfLoaded?.window
        let onScreen = window?.isVisibleOnScreen ?? false
        let container = pc?.containerView ?? window ?? presented.viewIfLoaded ?? UIView()
        let coordinator = TransitionCoordinator(duration: animated ? PresentationTransition.duration : 0,
                                                containerView: container, interactive: cancelled,
                                                style: pc?.presentationStyle ?? .fullScreen, from: presented, to: host)
        ActiveCoordinators.set(coordinator, for: [presented, host])
        if let pc {
            PresentationStep.record(pc, "dismissalTransitionWillBegin()")
            pc.dismissalTransitionWillBegin()
        }
        let leaving = chain.reversed().filter { onScreen && isShowing($0) }
        leaving.forEach { AppearanceEngine.begin($0, appearing: false, animated: animated) }
        let restored = presented.presentation.hidPresenter ? presented.presentation.removedPresenterView : nil
        let hostAppears = presented.presentation.hidPresenter && onScreen && !isShowing(host)
        if hostAppears { AppearanceEngine.begin(host, appearing: true, animated: animated) }
        if let restored, let superview = restored.superview, restored.view.superview == nil {
            superview.insertSubview(restored.view, at: min(restored.index, superview.subviews.count))
        }
        if window?.isKeyWindow == true { StatusBarResolver.resolve() }
        Animations.perform(
            duration: animated ? PresentationTransition.duration : 0, journalBoundaries: false,
            animations: {
                pc?.containerView?.setNeedsLayout()   // P 2: container layout during the animations
                pc?.containerView?.layoutIfNeeded()
                coordinator.runAlongside()
            },
            atEnd: {
                if cancelled {
                    // P 35: the will-calls are reversed, then the did-calls; nothing leaves.
                    leaving.forEach { AppearanceEngine.begin($0, appearing: true, animated: animated) }
                    if hostAppears { AppearanceEngine.begin(host, appearing: false, animated: animated) }
                    leaving.forEach { AppearanceEngine.end($0) }
                    if hostAppears { AppearanceEngine.end(host) }
                    if restored != nil { restored?.view.removeFromSuperview() }
                    chain.forEach { $0.presentation.isBeingDismissed = false }
                    if let pc {
                        PresentationStep.record(pc, "dismissalTransitionDidEnd(false)")
                        pc.dismissalTransitionDidEnd(false)
                    }
                    ActiveCoordinators.set(nil, for: [presented, host])
                    coordinator.finish(cancelled: true)
                    if window?.isKeyWindow == true { StatusBarResolver.resolve() }
                    return
                }
                // Presenter viewDidAppear, then presented viewDidDisappear (observed order).
                if hostAppears { AppearanceEngine.end(host) }
                for controller in chain.reversed() {
                    controller.viewIfLoaded?.removeFromSuperview()
                    if leaving.contains(where: { $0 === controller }) { AppearanceEngine.end(controller) }
                    controller.storedPresentationController?.containerView?.removeFromSuperview()
                }
                if host.presentation.presented === presented { host.presentation.presented = nil }
                if let pc {
                    PresentationStep.record(pc, "dismissalTransitionDidEnd(true)")
                    pc.dismissalTransitionDidEnd(true)
                    pc.storedContainerView = nil
                }
                for controller in chain {
                    controller.presentation.isBeingDismissed = false
                    controller.presentation.presenting = nil
                    controller.presentation.presented = nil
                    controller.presentation.removedPresenterView = nil
                    controller.presentation.transitionStarted = false
                    controller.storedPresentationController = nil
                }
                ActiveCoordinators.set(nil, for: [presented, host])
                coordinator.finish(cancelled: false)
            },
            completion: { _ in if !cancelled { completion?() } })
    }

    static func isShowing(_ controller: UIViewController) -> Bool {
        controller.appearance.phase == .appeared || controller.appearance.phase == .appearing
    }

    /// §5.3: the status bar is read from the topmost presented controller that captures it
    /// (and is not being dismissed), else from the root.
    static func statusBarRoot(from root: UIViewController) -> UIViewController {
        var source = root
        var current = root.presentation.presented
        var depth = 0
        while let controller = current, depth < 64 {
            if controller.capturesStatusBarForPresentation && !controller.presentation.isBeingDismissed {
                source = controller
            }
            current = controller.presentation.presented
            depth += 1
        }
        return source
    }
}

/// UIKit's presentation messages, exactly as it logs or raises them.
extension UIKitText {
    /// G34 (a warning).
    static func presentingOnDetached(_ desc: String) -> String {
        "Presenting view controllers on detached view controllers is discouraged \(desc)."
    }

    /// §12.8, P 68 (newest form). Old form: "Warning: Attempt to present <…> on <…> while a
    /// presentation is in progress!". A warning; the second presentation is ignored.
    static func presentationInProgress(_ presented: String, on host: String, from receiver: String) -> String {
        "Attempt to present \(presented) on \(host) (from \(receiver)) while a presentation is in progress."
    }

    /// §12.8, P 66 (iOS 14+ form, without the "[Presentation] " log category prefix). Old form:
    /// "Warning: Attempt to present <…> on <…> which is already presenting <…>". A warning; the
    /// second presentation is ignored.
    static func alreadyPresenting(_ presented: String, on host: String, from receiver: String, current: String) -> String {
        "Attempt to present \(presented) on \(host) (from \(receiver)) which is already presenting \(current)."
    }

    /// §12.8, P 67 (newest form). Old form: "Warning: Attempt to present <…> on <…> whose view is
    /// not in the window hierarchy!". A warning; nothing is presented.
    static func notInWindowHierarchy(_ presented: String, on host: String, from receiver: String) -> String {
        "Attempt to present \(presented) on \(host) (from \(receiver)) whose view is not in the window hierarchy."
    }

    /// NSInvalidArgumentException.
    static func alreadyPresented(_ presented: String, by holder: String) -> String {
        "Application tried to present modally a view controller \(presented) that is already being presented by \(holder)."
    }

    /// NSInvalidArgumentException.
    static func presentingActiveController(_ presented: String) -> String {
        "Application tried to present modally an active controller \(presented)."
    }
}
