import Foundation

/// UIKit's constraint: `first.attribute relation multiplier × second.attribute + constant`.
/// Items are held weakly (UIKit holds them unowned), so a constraint never keeps a removed
/// child's view alive. Active constraints are resolved by `ConstraintSolver` in the superview's
/// layout pass; see that type for the subset UIKitSim understands.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var identifier: String?
    open var priority: UILayoutPriority = .required

    open var constant: CGFloat {
        didSet { if constant != oldValue { ConstraintRegistry.constraintChanged(self) } }
    }

    open var isActive: Bool {
        get { ConstraintRegistry.isActive(self) }
        set { newValue ? ConstraintRegistry.activate(self) : ConstraintRegistry.deactivate(self) }
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        // Where each view's edge was pinned (a grader's pointer to a constraint on the wrong edge).
        if let firstItem { Simulator.noteWrite(firstItem, "constraint.\(attr1)") }
        if let secondItem { Simulator.noteWrite(secondItem, "constraint.\(attr2)") }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }
}

extension UIKitText {
    /// UIKit's text for activating a constraint whose items share no ancestor (NSGenericException;
    /// the same words in crash reports 2016–2024, e.g. SnapKit's notes and Stack Overflow 42386913).
    static func noCommonAncestor(_ first: String, _ second: String) -> String {
        "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  "
            + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    }
}
