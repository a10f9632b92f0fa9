import Foundation

/// UIKit's gesture recognizer (uikit-semantics §9). Its state machine is driven by the graders'
/// finger, `Simulator.pan(_:translations:velocity:end:)` (§9.5), and by code that sets `state`
/// or `isEnabled` (§9.4).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's raw values (iOS 17 SDK). `recognized` is `ended`, for discrete gestures.
    /// No `description` (UIKit has none); interpolation prints the case name.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The action, played by the closure of `init(handler:)` (§9.3).
    var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    var storedState: State = .possible
    /// Set when the current touch sequence was cancelled by code or failed: the recognizer gets
    /// no further updates for it (GTE 1.5).
    var ignoresCurrentSequence = false
    var storedEnabled = true

    public override init() {
        super.init()
    }

    /// UIKitSim's one non-UIKit initialiser (§9.3, [decision]): Linux has no selectors, so the
    /// closure plays the action method; UIKit code keeps `init(target:action:)` under
    /// `#if canImport(UIKit)`.
    public init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers = [handler]
        super.init()
    }

    /// Weak, as the view holds the recognizer strongly (GTE 1.13).
    open internal(set) weak var view: UIView?

    /// Weak (GTE 1.13, H9).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Get-only, as in UIKit's main header: setting it needs `import UIKit.UIGestureRecognizerSubclass`
    /// on a device, which UIKitSim cannot offer as a submodule. A learner cancels a gesture with
    /// `isEnabled = false` (works on both); graders and tests set it with the SPI
    /// `setSimulatedState(_:)` (§9.4).
    open var state: State { storedState }

    /// Setting it to false mid-gesture cancels the gesture like `state = .cancelled` (GTE 1.9).
    open var isEnabled: Bool {
        get { storedEnabled }
        set {
            guard newValue != storedEnabled else { return }
            storedEnabled = newValue
            if !newValue, storedState == .began || storedState == .changed { codeSetState(.cancelled) }
        }
    }

    open var cancelsTouchesInView: Bool = true
    open var delaysTouchesBegan: Bool = false
    open var delaysTouchesEnded: Bool = true
    open var numberOfTouches: Int { storedState == .began || storedState == .changed ? 1 : 0 }

    /// Where the simulated finger is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let point = fingerLocationInWindow
        guard let view else { return point }
        return view.convertFromWindow(point)
    }


    // MARK: Simulation (internal)
    /// The translation shown in the journal (pans only).
    var journalTranslation: CGPoint? { nil }

    /// Pans clear their translation and velocity here.
    func resetSimulation() {}

    /// Where the finger went down, in window coordinates.
    var touchStartInWindow: CGPoint = .zero
    var fingerLocationInWindow: CGPoint { touchStartInWindow }
    /// Where a finger starting on this recognizer's view goes down, in window coordinates.
    func startPoint(in view: UIView) -> CGPoint {
        view.convertToWindow(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }
}

/// What a recognizer asks its delegate; every method is optional in UIKit, so each has a default.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
