import Foundation

/// UIKit's pan recognizer (uikit-semantics §9.1, GTE 1.11). Translation is the total since the
/// gesture began, never a delta; velocity is in points per second.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = .max

    /// The finger's total movement reported by the simulation.
    var fingerTranslation: CGPoint = .zero
    /// What `setTranslation(_:in:)` made the current finger position read as.
    var translationOffset: CGPoint = .zero
    var fingerVelocity: CGPoint = .zero

    /// The total translation since the gesture began. UIKitSim has no scaled or rotated
    /// coordinate systems between views, so it reads the same in every view.
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: fingerTranslation.x + translationOffset.x, y: fingerTranslation.y + translationOffset.y)
    }

    /// "Changing the translation value resets the velocity of the pan" (GTE 1.11).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOffset = CGPoint(x: translation.x - fingerTranslation.x, y: translation.y - fingerTranslation.y)
        fingerVelocity = .zero
    }

    /// Points per second (the doc page; the H9 header's "pixels" is not followed, GTE 1.11).
    open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

    override var journalTranslation: CGPoint? { translation(in: nil) }

    override var fingerLocationInWindow: CGPoint {
        CGPoint(x: touchStartInWindow.x + fingerTranslation.x, y: touchStartInWindow.y + fingerTranslation.y)
    }

    override func resetSimulation() {
        fingerTranslation = .zero
        translationOffset = .zero
        fingerVelocity = .zero
    }

    /// Whether a finger starting where the simulation puts it can begin this pan.
    func canBegin() -> Bool { true }
}

/// A pan that begins only from the screen edges in `edges` (GTE 1.12). The default is no edge,
/// so it never recognizes until `edges` is set [one: GTE 1.12].
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    override func canBegin() -> Bool { !edges.isEmpty }

    /// The simulated finger comes in from the first edge set, level with the view's center.
    override func startPoint(in view: UIView) -> CGPoint {
        let center = super.startPoint(in: view)
        let size = view.window?.bounds.size ?? UIScreen.main.bounds.size
        if edges.contains(.left) { return CGPoint(x: 0, y: center.y) }
        if edges.contains(.right) { return CGPoint(x: size.width, y: center.y) }
        if edges.contains(.top) { return CGPoint(x: center.x, y: 0) }
        if edges.contains(.bottom) { return CGPoint(x: center.x, y: size.height) }
        return center
    }
}
