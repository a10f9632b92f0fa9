import Foundation

extension UIView {
    /// What `setNeedsLayout()` does: the next run-loop turn lays the view out (LayoutEngine).
    func markNeedsLayout() {
        needsLayoutFlag = true
        LayoutEngine.mark(self)
    }
}

extension LayoutEngine {
    /// A view that joins a hierarchy brings its pending layout along (new views start needing
    /// layout, so each gets `layoutSubviews` once it is first in a window).
    static func markSubtreeIfNeeded(_ view: UIView) {
        if view.needsLayoutFlag { mark(view) }
        view.storedSubviews.forEach(markSubtreeIfNeeded)
    }
}
