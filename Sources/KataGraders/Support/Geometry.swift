import Foundation

/// Frame comparisons for graders: layout arithmetic may round, so "equal" means within a
/// hundredth of a point.
extension CGRect {
    public func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// "(x, y, w, h)" with no decimals when they are whole, for messages.
    public var short: String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        return "(\(n(minX)), \(n(minY)), \(n(width)), \(n(height)))"
    }
}

extension CGSize {
    public func isClose(to other: CGSize, tolerance: CGFloat = 0.01) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
