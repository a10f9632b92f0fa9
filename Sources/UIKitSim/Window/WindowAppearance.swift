import Foundation

/// Appearance driven by views entering or leaving an on-screen window (uikit-semantics §2.6):
/// the "will" callback is sent synchronously, inside `addSubview`/`removeFromSuperview` (or
/// `makeKeyAndVisible`, or setting `rootViewController`), and the "did" one at the end of the
/// run-loop turn, or at the end of the enclosing animation.
@MainActor
enum WindowAppearance {
    /// Called before `view`'s subtree joins (or leaves) an on-screen window.
    static func subtreeWillChange(_ view: UIView, appearing: Bool) {
        let will: AppearanceEngine.Step = appearing ? .willAppear : .willDisappear
        let did: AppearanceEngine.Step = appearing ? .didAppear : .didDisappear
        for controller in appearanceRoots(in: view) where !isBlocked(controller) {
            guard AppearanceEngine.isDue(will, for: controller) else { continue }
            AppearanceEngine.deliver(will, to: controller, animated: false)
            Animations.deferToAnimationEndOrTurn { [weak controller] in
                guard let controller, !isBlocked(controller) else { return }
                AppearanceEngine.deliverIfDue(did, to: controller, animated: false)
            }
        }
    }

    /// The controllers that hear about the window change directly: the outermost ones in the
    /// subtree, plus any whose view sits inside a controller that is not its parent (a view
    /// added with no containment still gets window-driven appearance, §4.3). A proper child
    /// inside its parent's view hears through its parent's forwarding instead (§2.5).
    static func appearanceRoots(in view: UIView) -> [UIViewController] {
        var roots: [UIViewController] = []
        func walk(_ current: UIView, enclosing: UIViewController?) {
            var next = enclosing
            if let owner = current.owningController {
                if enclosing == nil || owner.storedParent !== enclosing { roots.append(owner) }
                next = owner
            }
            current.storedSubviews.forEach { walk($0, enclosing: next) }
        }
        walk(view, enclosing: nil)
        return roots
    }

    /// §2.5–2.6: no window-driven delivery to a child whose parent forwards by hand, nor to one
    /// whose parent is forwarding right now (mid-transition: the parent's "did" will reach it),
    /// nor while a begin is outstanding on the controller or an ancestor (someone drives it by hand).
    static func isBlocked(_ controller: UIViewController) -> Bool {
        if let parent = controller.storedParent {
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return true }
            if parent.appearance.phase == .appearing || parent.appearance.phase == .disappearing { return true }
        }
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.appearance.beginCount > 0 { return true }
            current = candidate.storedParent
        }
        return false
    }
}
