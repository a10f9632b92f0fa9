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
            Diagnostics.warn(UIKitText.alreadyPresenting(presented.description, on: host.description,
                                                          from: description, current: current.description))
            return
        }
        guard let window = host.viewIfLoaded?.window else {
            Diagnostics.warn(UIKitText.notInWindowHierarchy(presented.description, on: host.description, from: description))
            return
        }
        Presentation.run(presenting: host, presented: presented, in: window, animated: animated, completion: completion)
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

    /// Whether a presented controller takes the status bar over from what it covers (§5.3).
    var capturesStatusBarForPresentation: Bool {
        modalPresentationCapturesStatusBarAppearance || modalPresentationStyle.capturesStatusBar
    }
}

/// The two halves of a presentation's life, driven through the window and the appearance engine.
@MainActor
enum Presentation {
    static func run(presenting host: UIViewController, presented: UIViewController, in window: UIWindow,
                    animated: Bool, completion: (() -> Void)?) {
        let hides = presented.modalPresentationStyle.hidesPresenter
        JournalRecorder.record(.present(presenter: ObjectRef(host), presented: ObjectRef(presented), animated: animated))
        host.presentation.presented = presented
        presented.presentation.presenting = host
        presented.presentation.hidPresenter = hides
        presented.presentation.isBeingPresented = true
        let presentedView: UIView = presented.view  // viewDidLoad before any appearance, as in UIKit
        let onScreen = window.isVisibleOnScreen
        let hostDisappears = hides && onScreen && isShowing(host)
        if hostDisappears { AppearanceEngine.begin(host, appearing: false, animated: animated) }
        if onScreen { AppearanceEngine.begin(presented, appearing: true, animated: animated) }
        if window.isKeyWindow { StatusBarResolver.resolve() }
        presentedView.frame = window.bounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        Animations.perform(
            duration: animated ? UIViewController.presentationDuration : 0, journalBoundaries: false,
            animations: { window.addSubview(presentedView) },
            atEnd: {
                if hides, let hostView = host.viewIfLoaded, let superview = hostView.superview,
                   let index = superview.subviews.firstIndex(where: { $0 === hostView }) {
                    presented.presentation.removedPresenterView = .init(view: hostView, superview: superview, index: index)
                    hostView.removeFromSuperview()
                }
                // Presented viewDidAppear, then presenter viewDidDisappear (observed order).
                if onScreen { AppearanceEngine.end(presented) }
                presented.presentation.isBeingPresented = false
                if hostDisappears { AppearanceEngine.end(host) }
            },
            completion: { _ in
                completion?()
                let queued = presented.presentation.afterPresentation
                presented.presentation.afterPresentation = []
                queued.forEach { $0() }
            })
    }

    /// Dismisses `presented` and everything presented above it. The presenter appears again only
    /// if the presentation had removed its view.
    static func dismiss(_ presented: UIViewController, from host: UIViewController,
                        animated: Bool, completion: (() -> Void)?) {
        var chain: [UIViewController] = [presented]
        while let next = chain.last?.presentation.presented { chain.append(next) }
        JournalRecorder.record(.dismiss(presenter: ObjectRef(host), presented: ObjectRef(presented), animated: animated))
        chain.forEach { $0.presentation.isBeingDismissed = true }
        let window = presented.viewIfLoaded?.window
        let onScreen = window?.isVisibleOnScreen ?? false
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
            duration: animated ? UIViewController.presentationDuration : 0, journalBoundaries: false,
            animations: {},
            atEnd: {
                // Presenter viewDidAppear, then presented viewDidDisappear (observed order).
                if hostAppears { AppearanceEngine.end(host) }
                for controller in chain.reversed() {
                    controller.viewIfLoaded?.removeFromSuperview()
                    if leaving.contains(where: { $0 === controller }) { AppearanceEngine.end(controller) }
                }
                if host.presentation.presented === presented { host.presentation.presented = nil }
                for controller in chain {
                    controller.presentation.isBeingDismissed = false
                    controller.presentation.presenting = nil
                    controller.presentation.presented = nil
                    controller.presentation.removedPresenterView = nil
                }
            },
            completion: { _ in completion?() })
    }

    private static func isShowing(_ controller: UIViewController) -> Bool {
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

    /// A warning; the second presentation is ignored.
    static func alreadyPresenting(_ presented: String, on host: String, from receiver: String, current: String) -> String {
        "Attempt to present \(presented) on \(host) (from \(receiver)) which is already presenting \(current)."
    }

    /// A warning; nothing is presented.
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
