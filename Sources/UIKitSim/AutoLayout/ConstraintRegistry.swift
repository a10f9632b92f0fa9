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
        // UIKit installs a constraint on its items' nearest common ancestor; with none (a view not
        // yet added, or in another hierarchy) activation raises instead.
        if let second = constraint.secondItem, let first = constraint.firstItem, !haveCommonAncestor(first, second) {
            noteActivation(constraint, "constraint.refused")
            Diagnostics.raise(UIKitText.genericException, UIKitText.noCommonAncestor(
                anchor(first, constraint.firstAttribute), anchor(second, constraint.secondAttribute)))
            return
        }
        noteActivation(constraint, "constraint.active")
        active.append(constraint)
        constraintChanged(constraint)
    }

    /// Where each view's constraint was activated or refused (a grader's pointer to a missing
    /// or too-early activation).
    private static func noteActivation(_ constraint: NSLayoutConstraint, _ what: String) {
        for item in [constraint.firstItem, constraint.secondItem] { if let item { Simulator.noteWrite(item, what) } }
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

    /// The view an item stands for: a view, or a layout guide's owning view.
    private static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private static func haveCommonAncestor(_ a: AnyObject, _ b: AnyObject) -> Bool {
        guard let first = view(of: a), let second = view(of: b) else { return false }
        var ancestors: [ObjectIdentifier] = []
        var view: UIView? = first
        while let current = view { ancestors.append(ObjectIdentifier(current)); view = current.superview }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return true }
            view = current.superview
        }
        return false
    }

    /// An anchor as UIKit prints it: `<NSLayoutYAxisAnchor:0x… "UIView:0x….top">`.
    private static func anchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let kind: String
        switch attribute {
        case .width, .height: kind = "NSLayoutDimension"
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            kind = "NSLayoutYAxisAnchor"
        default: kind = "NSLayoutXAxisAnchor"
        }
        return "<\(kind):\(UIKitDescription.address(of: item)) \"\(UIKitDescription.typeName(of: item)):\(UIKitDescription.address(of: item)).\(attribute)\">"
    }

    static func reset() { active = [] }
}
