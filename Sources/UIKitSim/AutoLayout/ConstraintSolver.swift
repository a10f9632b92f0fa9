import Foundation

/// Places the subviews that use constraints (`translatesAutoresizingMaskIntoConstraints ==
/// false`) during their superview's layout pass. Not UIKit's Cassowary engine: a direct solver
/// for the constraints containers write. Per axis it takes, from the highest-priority equality
/// for each attribute, the leading edge, trailing edge, center and size (left/leading,
/// right/trailing: left-to-right only), relative to the superview, its guides, siblings or
/// the view itself (aspect ratio), then derives the frame; a missing size or position keeps the
/// current one. Inequalities clamp the result (the `min(preferred, container)` pattern).
/// Baselines are ignored.
@MainActor
enum ConstraintSolver {
    static func placeSubviews(of superview: UIView) {
        for subview in superview.storedSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let constraints = ConstraintRegistry.constraints(involving: subview)
            guard !constraints.isEmpty else { continue }
            // Sizes tied to the other axis (aspect ratios) use that axis's solved size: solve x,
            // then y with x's width, then x again with y's height.
            var x = solve(axis: .horizontal, for: subview, in: superview, constraints, otherSize: subview.frame.height)
            let y = solve(axis: .vertical, for: subview, in: superview, constraints, otherSize: x.length)
            x = solve(axis: .horizontal, for: subview, in: superview, constraints, otherSize: y.length)
            subview.frame = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        }
    }

    enum Axis { case horizontal, vertical }

    private enum Part { case leading, trailing, center, size }

    private static func part(of attribute: NSLayoutConstraint.Attribute, on axis: Axis) -> Part? {
        switch (attribute, axis) {
        case (.left, .horizontal), (.leading, .horizontal), (.leftMargin, .horizontal), (.leadingMargin, .horizontal): return .leading
        case (.right, .horizontal), (.trailing, .horizontal), (.rightMargin, .horizontal), (.trailingMargin, .horizontal): return .trailing
        case (.centerX, .horizontal), (.centerXWithinMargins, .horizontal): return .center
        case (.width, .horizontal): return .size
        case (.top, .vertical), (.topMargin, .vertical): return .leading
        case (.bottom, .vertical), (.bottomMargin, .vertical): return .trailing
        case (.centerY, .vertical), (.centerYWithinMargins, .vertical): return .center
        case (.height, .vertical): return .size
        default: return nil
        }
    }

    /// One equation for `view`: `view.part (relation) value`.
    private struct Term {
        let part: Part
        let relation: NSLayoutConstraint.Relation
        let value: CGFloat
        let priority: UILayoutPriority
    }

    private static func solve(axis: Axis, for view: UIView, in superview: UIView,
                              _ constraints: [NSLayoutConstraint], otherSize: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        let current = view.frame
        var terms: [Term] = []
        var aspect: [(ratio: CGFloat, constant: CGFloat)] = []   // size on this axis = ratio × other axis size + constant
        for constraint in constraints {
            let firstIsView = constraint.firstItem === view
            let secondIsView = constraint.secondItem === view
            if firstIsView && secondIsView {
                if case .size? = part(of: constraint.firstAttribute, on: axis), constraint.relation == .equal,
                   part(of: constraint.secondAttribute, on: axis) == nil {
                    aspect.append((constraint.multiplier, constraint.constant))
                }
                continue
            }
            if firstIsView, let part = part(of: constraint.firstAttribute, on: axis) {
                guard let other = value(of: constraint.secondItem, constraint.secondAttribute, in: superview) else { continue }
                terms.append(Term(part: part, relation: constraint.relation,
                                  value: constraint.multiplier * other + constraint.constant, priority: constraint.priority))
            } else if secondIsView, let part = part(of: constraint.secondAttribute, on: axis), constraint.multiplier != 0,
                      let other = value(of: constraint.firstItem, constraint.firstAttribute, in: superview) {
                // first = m × view + c  ⇒  view = (first − c) / m, with the relation turned round.
                let relation: NSLayoutConstraint.Relation = constraint.relation == .equal ? .equal
                    : (constraint.relation == .lessThanOrEqual) == (constraint.multiplier > 0) ? .greaterThanOrEqual : .lessThanOrEqual
                terms.append(Term(part: part, relation: relation,
                                  value: (other - constraint.constant) / constraint.multiplier, priority: constraint.priority))
            }
        }
        func equal(_ part: Part) -> CGFloat? {
            terms.filter { $0.part == part && $0.relation == .equal }.max { $0.priority < $1.priority }?.value
        }
        func clamp(_ value: CGFloat, _ part: Part) -> CGFloat {
            var result = value
            for term in terms where term.part == part && term.priority == .required {
                if term.relation == .greaterThanOrEqual { result = max(result, term.value) }
                if term.relation == .lessThanOrEqual { result = min(result, term.value) }
            }
            return result
        }
        let leading = equal(.leading), trailing = equal(.trailing), center = equal(.center)
        let currentOrigin = axis == .horizontal ? current.minX : current.minY
        var size: CGFloat
        if let explicit = equal(.size) {
            size = explicit
        } else if let leading, let trailing {
            size = trailing - leading
        } else if let leading, let center {
            size = 2 * (center - leading)
        } else if let trailing, let center {
            size = 2 * (trailing - center)
        } else if let ratio = aspect.first {
            size = ratio.ratio * otherSize + ratio.constant
        } else {
            size = axis == .horizontal ? current.width : current.height
        }
        size = max(0, clamp(size, .size))
        let origin: CGFloat
        if let leading {
            origin = leading
        } else if let trailing {
            origin = trailing - size
        } else if let center {
            origin = center - size / 2
        } else {
            origin = currentOrigin
        }
        return (clamp(origin, .leading), size)
    }

    /// An item's attribute in `superview`'s coordinates; nil for an item UIKitSim cannot place.
    private static func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in superview: UIView) -> CGFloat? {
        guard let item else { return attribute == .notAnAttribute ? 0 : nil }
        guard let rect = rect(of: item, attribute: attribute, in: superview) else { return nil }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return rect.minX
        case .right, .trailing, .rightMargin, .trailingMargin: return rect.maxX
        case .centerX, .centerXWithinMargins: return rect.midX
        case .width: return rect.width
        case .top, .topMargin: return rect.minY
        case .bottom, .bottomMargin: return rect.maxY
        case .centerY, .centerYWithinMargins: return rect.midY
        case .height: return rect.height
        default: return nil
        }
    }

    private static func rect(of item: AnyObject, attribute: NSLayoutConstraint.Attribute, in superview: UIView) -> CGRect? {
        let usesMargins: Bool
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: usesMargins = true
        default: usesMargins = false
        }
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, let ownerRect = rect(of: owner, attribute: .notAnAttribute, in: superview) else { return nil }
            let frame = guide.layoutFrame
            return frame.offsetBy(dx: ownerRect.minX - owner.bounds.minX, dy: ownerRect.minY - owner.bounds.minY)
        }
        guard let view = item as? UIView else { return nil }
        let base: CGRect
        if view === superview {
            base = view.bounds
        } else if view.storedSuperview === superview {
            base = view.frame
        } else if let mine = absoluteOrigin(of: superview), let theirs = absoluteOrigin(of: view), mine.root === theirs.root {
            base = CGRect(x: theirs.point.x - mine.point.x, y: theirs.point.y - mine.point.y,
                          width: view.frame.width, height: view.frame.height)
        } else {
            return nil
        }
        return usesMargins ? base.inset(by: view.layoutMargins) : base
    }

    /// A view's origin in its root's coordinates, and that root.
    private static func absoluteOrigin(of view: UIView) -> (point: CGPoint, root: UIView)? {
        var point = CGPoint.zero
        var current = view
        while let superview = current.storedSuperview {
            point.x += current.frame.minX - superview.bounds.minX
            point.y += current.frame.minY - superview.bounds.minY
            current = superview
        }
        return (point, current)
    }
}
