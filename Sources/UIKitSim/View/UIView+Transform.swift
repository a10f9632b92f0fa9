import Foundation

/// `UIView.transform` (uikit-semantics §10.2): bounds and center stay as they are; `frame` reads
/// as the bounding box of the transformed bounds around the center [one: GTE 2.3, Sundell's
/// scale example]. Transform changes are journaled (marked animated inside an animation block).
extension UIView {
    var transformedFrame: CGRect {
        guard !storedTransform.isIdentity else { return storedFrame }
        let size = storedFrame.size
        let centered = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = centered.applying(storedTransform)
        return box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }

    /// Apple calls setting `frame` under a transform undefined; UIKitSim moves the center there
    /// and keeps the bounds.
    func setFrameRespectingTransform(_ newFrame: CGRect) {
        if storedTransform.isIdentity { applyFrame(newFrame) } else { applyCenter(CGPoint(x: newFrame.midX, y: newFrame.midY)) }
    }

    func applyTransform(_ newValue: CGAffineTransform) {
        let old = storedTransform
        guard newValue != old else { return }
        storedTransform = newValue
        JournalRecorder.record(.transformChange(view: ObjectRef(self), from: old, to: newValue))
    }

    /// A point in this view's bounds, in its window's coordinates (transforms included).
    func convertToWindow(_ point: CGPoint) -> CGPoint {
        var current: UIView? = self
        var p = point
        while let view = current, !(view is UIWindow) {
            p = view.pointInSuperview(p)
            current = view.storedSuperview
        }
        return p
    }

    func convertFromWindow(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            chain.append(view)
            current = view.storedSuperview
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let size = storedFrame.size
        let local = CGPoint(x: point.x - storedBoundsOrigin.x - size.width / 2, y: point.y - storedBoundsOrigin.y - size.height / 2)
        let moved = local.applying(storedTransform)
        return CGPoint(x: moved.x + storedFrame.midX, y: moved.y + storedFrame.midY)
    }

    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let size = storedFrame.size
        let local = CGPoint(x: point.x - storedFrame.midX, y: point.y - storedFrame.midY).applying(storedTransform.inverted())
        return CGPoint(x: local.x + size.width / 2 + storedBoundsOrigin.x, y: local.y + size.height / 2 + storedBoundsOrigin.y)
    }

    /// UIKit's point conversion between views of one window (nil: the window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = convertToWindow(point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.convertToWindow(point) ?? point
        return convertFromWindow(inWindow)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.minY)].map { convert($0, to: view) }
        return Self.boundingBox(corners)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.minY)].map { convert($0, from: view) }
        return Self.boundingBox(corners)
    }

    private static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
