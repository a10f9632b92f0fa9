import Foundation

/// Delivers appearance callbacks (uikit-semantics §2). Two kinds of callers:
/// - explicit `begin/endAppearanceTransition` (§2.2–2.4), which deliver unless the controller
///   is already in the target state;
/// - UIKit's automatic paths — a container forwarding to its children (§2.5) and views entering
///   or leaving a window (§2.6) — which deliver only the step that is due from the current
///   state and never to a controller with a begin outstanding, so nothing arrives twice.
@MainActor
enum AppearanceEngine {
    enum Step: Sendable {
        case willAppear, didAppear, willDisappear, didDisappear

        var isAppearing: Bool { self == .willAppear || self == .didAppear }
    }

    /// Delivers `step` to `controller` (journal, then its override), then forwards it to the
    /// children whose views are inside its view if it forwards automatically (§2.5).
    static func deliver(_ step: Step, to controller: UIViewController, animated: Bool) {
        let state = controller.appearance
        let ref = ObjectRef(controller)
        switch step {
        case .willAppear:
            state.phase = .appearing
            state.appearanceIsMoveToParent = state.pendingMoveToParent
            state.appearanceIsMoveFromParent = false
            JournalRecorder.record(.viewWillAppear(ref, animated: animated))
            state.deliveringAppearing += 1
            Delivery.deliver(.viewWillAppear, to: controller) { controller.viewWillAppear(animated) }
            state.deliveringAppearing -= 1
        case .didAppear:
            state.phase = .appeared
            JournalRecorder.record(.viewDidAppear(ref, animated: animated))
            state.deliveringAppearing += 1
            Delivery.deliver(.viewDidAppear, to: controller) { controller.viewDidAppear(animated) }
            state.deliveringAppearing -= 1
            state.appearanceIsMoveToParent = false
        case .willDisappear:
            state.phase = .disappearing
            state.appearanceIsMoveFromParent = state.pendingMoveFromParent
            state.appearanceIsMoveToParent = false
            JournalRecorder.record(.viewWillDisappear(ref, animated: animated))
            state.deliveringDisappearing += 1
            Delivery.deliver(.viewWillDisappear, to: controller) { controller.viewWillDisappear(animated) }
            state.deliveringDisappearing -= 1
        case .didDisappear:
            state.phase = .disappeared
            JournalRecorder.record(.viewDidDisappear(ref, animated: animated))
            state.deliveringDisappearing += 1
            Delivery.deliver(.viewDidDisappear, to: controller) { controller.viewDidDisappear(animated) }
            state.deliveringDisappearing -= 1
            state.appearanceIsMoveFromParent = false
        }
        controller.willForwardAppearance(step)
        forwardToChildren(step, of: controller, animated: animated)
        controller.didForwardAppearance(step)
    }

    /// §2.5: own callback first (done by the caller), then each child in `children` order whose
    /// view is inside the container's view. Nothing when the container forwards by hand.
    static func forwardToChildren(_ step: Step, of controller: UIViewController, animated: Bool) {
        guard controller.shouldAutomaticallyForwardAppearanceMethods, let root = controller.viewIfLoaded else { return }
        for child in controller.storedChildren {
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: root) else { continue }
            if isDue(step, for: child, forwardedByParent: true) { deliver(step, to: child, animated: animated) }
        }
    }

    /// The automatic paths' guard: only the step due from the current state, and never while
    /// a begin is outstanding on the controller (its container drives it by hand).
    /// A parent forwarding its "did" also reaches a child that missed the "will" because it was
    /// added while the parent was mid-transition: such a child gets only the "did", which is
    /// mistake A9's symptom ("the first child misses its viewWillAppear").
    static func isDue(_ step: Step, for controller: UIViewController, forwardedByParent: Bool = false) -> Bool {
        let state = controller.appearance
        guard state.beginCount == 0 else { return false }
        switch step {
        case .willAppear: return state.phase == .disappeared || state.phase == .disappearing
        case .didAppear: return state.phase == .appearing || (forwardedByParent && state.phase == .disappeared)
        case .willDisappear: return state.phase == .appeared || state.phase == .appearing
        case .didDisappear: return state.phase == .disappearing || (forwardedByParent && state.phase == .appeared)
        }
    }

    static func deliverIfDue(_ step: Step, to controller: UIViewController, animated: Bool) {
        if isDue(step, for: controller) { deliver(step, to: controller, animated: animated) }
    }

    /// §2.2: same direction while one is outstanding counts only; the opposite direction
    /// (a reversal) resets the count to 1 and sends the new "will"; no callback when already
    /// in that "will" state. [one]
    static func begin(_ controller: UIViewController, appearing: Bool, animated: Bool) {
        let state = controller.appearance
        if state.beginCount > 0 && state.lastBeginAppearing == appearing {
            state.beginCount += 1
            return
        }
        state.beginCount = 1
        state.lastBeginAppearing = appearing
        state.lastBeginAnimated = animated
        let willPhase: AppearanceState.Phase = appearing ? .appearing : .disappearing
        if state.phase != willPhase {
            deliver(appearing ? .willAppear : .willDisappear, to: controller, animated: animated)
        }
    }

    /// §2.3: with nothing to end, UIKit's "Unbalanced…" warning and nothing else [obs];
    /// otherwise decrement, and when the count reaches zero deliver the "did" of the last
    /// begin's direction unless already in that state. [one]
    static func end(_ controller: UIViewController) {
        let state = controller.appearance
        guard state.beginCount > 0 else {
            Diagnostics.warn(UIKitText.unbalancedAppearance(controller.description))
            return
        }
        state.beginCount -= 1
        guard state.beginCount == 0 else { return }
        let didPhase: AppearanceState.Phase = state.lastBeginAppearing ? .appeared : .disappeared
        if state.phase != didPhase {
            deliver(state.lastBeginAppearing ? .didAppear : .didDisappear, to: controller,
                    animated: state.lastBeginAnimated)
        }
    }
}
