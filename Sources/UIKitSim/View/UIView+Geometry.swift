import Foundation

/// Frame, bounds and center. UIKitSim stores the frame (there are no transforms); every change
/// is journaled, marked as animated inside an animation block (uikit-semantics §8), and a size
/// change re-lays out the view and resizes its subviews by their autoresizing masks.
extension UIView {
    func applyFrame(_ newFrame: CGRect) {
        let oldFrame = storedFrame
        guard newFrame != oldFrame else { return }
        storedFrame = newFrame
        JournalRecorder.record(.frameChange(view: ObjectRef(self), from: oldFrame, to: newFrame))
        if oldFrame.size != newFrame.size { sizeDidChange(from: oldFrame.size) }
    }

    /// Setting the bounds keeps the center, as in UIKit.
    func applyBounds(_ newBounds: CGRect) {
        storedBoundsOrigin = newBounds.origin
        let center = self.center
        applyFrame(CGRect(x: center.x - newBounds.width / 2, y: center.y - newBounds.height / 2,
                          width: newBounds.width, height: newBounds.height))
    }

    func applyCenter(_ newCenter: CGPoint) {
        let size = storedFrame.size
        applyFrame(CGRect(x: newCenter.x - size.width / 2, y: newCenter.y - size.height / 2,
                          width: size.width, height: size.height))
    }

    private func sizeDidChange(from oldSize: CGSize) {
        markNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = storedFrame.size
        for subview in storedSubviews {
            subview.autoresize(superviewSizeChangedFrom: oldSize, to: newSize)
        }
    }
}
