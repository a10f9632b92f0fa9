import Foundation

/// The active constraints. UIKit installs each on the items' nearest common ancestor; UIKitSim
/// keeps one list and marks the affected superviews as needing layout when it changes, so the
/// next layout pass (end of turn, or `layoutIfNeeded()`) applies it.
@MainActor
enum ConstraintRegistry {
    private static var active: [NSLayoutConstraint] = []

    static func isActive(_ constraint: NSLayoutConstraint) -> Bool { active.contains { $0 === constraint } }

    static func activate(_ constraint: NSLayoutConstraint) {
        guard !isActive(constraint) else { return }
        active.append(constraint)
        constraintChanged(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard isActive(constraint) else { return }
        active.removeAll { $0 === constraint }
        constraintChanged(constraint)
    }

    /// A constraint's items' superviews need a new layout pass.
    static func constraintChanged(_ constraint: NSLayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = item as? UIView { (view.superview ?? view).markNeedsLayout() }
            if let guide = item as? UILayoutGuide { guide.owningView?.markNeedsLayout() }
        }
    }

    /// Active constraints that mention `item`; constraints whose items are gone are dropped.
    static func constraints(involving item: AnyObject) -> [NSLayoutConstraint] {
        active.removeAll { $0.firstItem == nil }
        return active.filter { $0.firstItem === item || $0.secondItem === item }
    }

    /// §14.1: `removeFromSuperview()` removes the constraints that tie the removed subtree to a
    /// view outside it (those inside the subtree stay, as they are installed there).
    static func removeConstraints(crossingOutOf subtree: UIView) {
        func isInside(_ item: AnyObject?) -> Bool {
            var view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            while let current = view {
                if current === subtree { return true }
                view = current.superview
            }
            return false
        }
        let crossing = active.filter { constraint in
            guard let second = constraint.secondItem else { return false }
            return isInside(constraint.firstItem) != isInside(second)
        }
        crossing.forEach(deactivate)
    }

    static func reset() { active = [] }
}
