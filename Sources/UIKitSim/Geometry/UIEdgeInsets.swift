import Foundation

/// UIKit's insets and `CGRect.inset(by:)`: containers use them to place a child inside a slot.
/// `Equatable` only, as in UIKit (not `Hashable`).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Like UIKit's `UIEdgeInsetsInsetRect`: shrinks by the insets (grows for negative ones).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
