import Foundation

/// UIKit's springs and struts. When a superview's size changes, each axis's change is shared
/// among the flexible parts of that axis (leading margin, size, trailing margin) in proportion
/// to their current lengths, as `autoresizingMask`'s documentation says ("the larger the
/// flexible portion, the more it is likely to change"); when all flexible parts are zero
/// long, equally. With no flexible part the view keeps its frame. Only a view that translates
/// its mask into constraints follows it (§15.1): with `translatesAutoresizingMaskIntoConstraints`
/// false the mask is ignored, and only the view's own constraints place it.
extension UIView {
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        let horizontal = Self.resizeAxis(
            origin: storedFrame.minX, length: storedFrame.width,
            oldSuperLength: oldSize.width, newSuperLength: newSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = Self.resizeAxis(
            origin: storedFrame.minY, length: storedFrame.height,
            oldSuperLength: oldSize.height, newSuperLength: newSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
    }

    /// One axis of the arithmetic; `static` so tests can check it on plain numbers.
    static func resizeAxis(
        origin: CGFloat, length: CGFloat, oldSuperLength: CGFloat, newSuperLength: CGFloat,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = newSuperLength - oldSuperLength
        let trailing = oldSuperLength - origin - length
        let flexible: [(Bool, CGFloat)] = [(flexibleLeading, origin), (flexibleLength, length), (flexibleTrailing, trailing)]
        let parts = flexible.filter(\.0).map(\.1)
        guard delta != 0, !parts.isEmpty else { return (origin, length) }
        let total = parts.reduce(0, +)
        func share(_ part: CGFloat) -> CGFloat {
            total != 0 ? delta * part / total : delta / CGFloat(parts.count)
        }
        return (origin + (flexibleLeading ? share(origin) : 0),
                length + (flexibleLength ? share(length) : 0))
    }
}
