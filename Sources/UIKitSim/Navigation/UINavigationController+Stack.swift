import Foundation

/// Push, pop and stack replacement (uikit-semantics §12.1; P 59–62 texts, P 84–91 orders).
/// Inside the call: the exceptions, the journal entry, `viewControllers`, and containment
/// (`addChild` → the pushed controller's `willMove(toParent:)`; the popped controller's
/// `willMove(toParent: nil)`). At the end of the turn the transition: the new top's view loads,
/// old top `viewWillDisappear`, new top `viewWillAppear`, its layout, and when the animation
/// ends old `viewDidDisappear`, new `viewDidAppear` (P 87), then `didMove(toParent:)` for the
/// pushed and `removeFromParent()` (→ `didMove(toParent: nil)`) for the popped (P 86).
extension UINavigationController {
    func basePush(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.pushingNavigationController)
            return
        }
        if stack.contains(where: { $0 === controller }) {
            Diagnostics.raise(UIKitText.invalidArgument, UIKitText.pushingSameInstance(description, controller.description))
            return
        }
        JournalRecorder.record(.push(navigation: ObjectRef(self), pushed: ObjectRef(controller), animated: animated))
        let old = stack.last
        addChild(controller)
        stack.append(controller)
        awaitingDidMove.append(controller)
        enqueueTransition(from: old, to: controller, removed: [], animated: animated)
    }

    func basePop(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let popped = stack.last else { return nil }
        JournalRecorder.record(.pop(navigation: ObjectRef(self), popped: [ObjectRef(popped)], animated: animated))
        stack.removeLast()
        popped.willMove(toParent: nil)
        enqueueTransition(from: popped, to: stack.last, removed: [popped], animated: animated)
        return popped
    }

    func basePop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        JournalRecorder.record(.pop(navigation: ObjectRef(self), popped: popped.map(ObjectRef.init), animated: animated))
        let old = stack.last
        stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        enqueueTransition(from: old, to: target, removed: popped.reversed(), animated: animated)
        return popped
    }

    /// "If animated is YES, then simulate a push or pop depending on whether the new top view
    /// controller was previously in the stack" (P 91).
    func baseSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        JournalRecorder.record(.setViewControllers(navigation: ObjectRef(self), controllers: controllers.map(ObjectRef.init), animated: animated))
        let old = stack.last
        let removed = stack.filter { candidate in !controllers.contains { $0 === candidate } }
        let added = controllers.filter { candidate in !stack.contains { $0 === candidate } }
        for controller in removed.reversed() { controller.willMove(toParent: nil) }
        for controller in added where controller !== self && !(controller is UINavigationController) {
            addChild(controller)
            awaitingDidMove.append(controller)
        }
        stack = controllers.filter { $0 !== self && !($0 is UINavigationController) }
        guard viewIfLoaded != nil else {
            // Before the view loads (e.g. `init(rootViewController:)`): the top's view goes in
            // when the navigation controller appears.
            removed.reversed().forEach { $0.removeFromParent() }
            return
        }
        enqueueTransition(from: old, to: stack.last, removed: removed.reversed(), animated: animated)
    }

    // MARK: Transitions, one at a time

    private func enqueueTransition(from old: UIViewController?, to new: UIViewController?,
                                   removed: [UIViewController], animated: Bool) {
        pendingTransitions.append { [weak self] in
            self?.runTransition(from: old, to: new, removed: removed, animated: animated)
        }
        scheduleNext()
    }

    private func scheduleNext() {
        guard !isTransitioning, !transitionScheduled, !pendingTransitions.isEmpty else { return }
        transitionScheduled = true
        VirtualRunLoop.deferToEndOfTurn { [weak self] in
            guard let self else { return }
            self.transitionScheduled = false
            guard !self.isTransitioning, !self.pendingTransitions.isEmpty else { return }
            let next = self.pendingTransitions.removeFirst()
            self.isTransitioning = true
            next()
        }
    }

    private func transitionEnded() {
        isTransitioning = false
        scheduleNext()
    }

    private func runTransition(from old: UIViewController?, to new: UIViewController?,
                               removed: [UIViewController], animated: Bool) {
        guard let container = viewIfLoaded, old !== new, let new else {
            // Nothing to show (view not loaded yet, or the same top): containment only.
            if let container = viewIfLoaded, let new, new.viewIfLoaded?.superview !== container, appearance.phase == .disappeared {
                place(new, in: container)
            }
            removed.forEach { $0.viewIfLoaded?.removeFromSuperview(); $0.removeFromParent() }
            if viewIfLoaded == nil || appearance.phase == .appeared { finishMoves() }
            transitionEnded()
            return
        }
        let onScreen = container.isOnScreen && appearance.phase == .appeared
        delegate?.navigationController(self, willShow: new, animated: animated)
        guard onScreen else {
            // Off screen: views swap silently; appearance comes with the navigation controller's own.
            old?.viewIfLoaded?.removeFromSuperview()
            place(new, in: container)
            removed.forEach { $0.removeFromParent() }
            delegate?.navigationController(self, didShow: new, animated: animated)
            transitionEnded()
            return
        }
        let isAnimated = animated && !Animations.areDisabled
        let newView: UIView = new.view  // viewDidLoad first (P 87)
        let coordinator = TransitionCoordinator(duration: isAnimated ? Self.transitionDuration : 0, containerView: container,
                                                interactive: false, style: .none, from: old, to: new)
        ActiveCoordinators.set(coordinator, for: [self, new] + (old.map { [$0] } ?? []))
        if let old { AppearanceEngine.begin(old, appearing: false, animated: isAnimated) }
        AppearanceEngine.begin(new, appearing: true, animated: isAnimated)
        if let oldView = old?.viewIfLoaded, oldView.superview === container, removed.contains(where: { $0 === old }) {
            newView.frame = container.bounds
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(newView, belowSubview: oldView)  // a pop reveals what was below
        } else {
            place(new, in: container)
        }
        Animations.perform(
            duration: isAnimated ? Self.transitionDuration : 0, journalBoundaries: false,
            animations: { coordinator.runAlongside() },
            atEnd: { [weak self] in
                guard let self else { return }
                if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
                if let old { AppearanceEngine.end(old) }
                AppearanceEngine.end(new)
                removed.forEach { $0.removeFromParent() }
                self.finishMoves()
                ActiveCoordinators.set(nil, for: [self, new] + (old.map { [$0] } ?? []))
                coordinator.finish(cancelled: false)
                self.delegate?.navigationController(self, didShow: new, animated: animated)
                self.transitionEnded()
            },
            completion: nil)
    }

    private func place(_ controller: UIViewController, in container: UIView) {
        let view: UIView = controller.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }

    /// Before the navigation controller's children hear its `viewWillAppear`: its top view goes in.
    func installTopViewIfNeeded() {
        guard let container = viewIfLoaded, let top = stack.last, top.viewIfLoaded?.superview !== container else { return }
        for controller in stack where controller !== top { controller.viewIfLoaded?.removeFromSuperview() }
        place(top, in: container)
    }

    /// `didMove(toParent:)` for every pushed controller still in the stack.
    func finishMoves() {
        let moving = awaitingDidMove
        awaitingDidMove = []
        for controller in moving where controller.storedParent === self {
            controller.didMove(toParent: self)
        }
    }
}

extension UIKitText {
    /// P 59.
    static let pushingNavigationController = "Pushing a navigation controller is not supported"

    /// P 60, the newest wording (2020–2021), with UIKit's trailing " : <bundle identifier>".
    /// Old wording: "Pushing the same view controller instance more than once is not supported (<vc>)".
    static func pushingSameInstance(_ navigation: String, _ controller: String) -> String {
        "\(navigation) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application : \(Bundle.main.bundleIdentifier ?? "(null)")"
    }
}
