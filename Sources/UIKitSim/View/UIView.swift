import Foundation

/// UIKit's view: geometry, hierarchy, layout and animation, with UIKit's names and defaults.
/// Every member a subclass may override is declared here (Swift only lets members declared in
/// the class body be overridden); the behaviour lives in the `UIView+…` files.
@MainActor
open class UIView: UIResponder {
    // MARK: State (internal)
    var storedFrame: CGRect
    var storedBoundsOrigin: CGPoint = .zero
    weak var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    var needsLayoutFlag = true
    /// The controller whose root view this is (uikit-semantics §1.6: at most one).
    weak var owningController: UIViewController?
    var storedTransform: CGAffineTransform = .identity
    /// Nil until a recognizer is added (GTE 1.13); the view holds them strongly.
    var storedGestureRecognizers: [UIGestureRecognizer]?

    // MARK: Initializers
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry (UIView+Geometry.swift)
    /// Under a non-identity transform, the bounding box of the transformed bounds, which Apple
    /// calls undefined (§10.2); graders use `center` + `transform` instead.
    open var frame: CGRect {
        get { transformedFrame }
        set { Simulator.noteWrite(self, "frame"); setFrameRespectingTransform(newValue) }
    }

    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set { Simulator.noteWrite(self, "bounds"); applyBounds(newValue) }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { Simulator.noteWrite(self, "center"); applyCenter(newValue) }
    }

    /// Relative to the center of the bounds; `bounds` and `center` do not change (§10.1–10.2).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { applyTransform(newValue) }
    }

    // MARK: Gestures (UIView+Gestures.swift)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers }
        set { replaceGestureRecognizers(newValue) }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }

    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Traits (UIView+Traits.swift)
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Appearance properties
    open var isHidden: Bool = false { didSet { Simulator.noteWrite(self, "isHidden") } }
    open var alpha: CGFloat = 1 { didSet { Simulator.noteWrite(self, "alpha") } }
    open var backgroundColor: UIColor?
    open var tag: Int = 0
    open var clipsToBounds: Bool = false
    open var isOpaque: Bool = true
    open var isUserInteractionEnabled: Bool = true
    open var tintColor: UIColor! = .systemBlue

    // MARK: Autoresizing (UIView+Autoresizing.swift)
    open var autoresizingMask: AutoresizingMask = [] { didSet { Simulator.noteWrite(self, "autoresizingMask") } }
    open var autoresizesSubviews: Bool = true
    /// True (UIKit's default): the frame is set by hand or by the autoresizing mask and any
    /// constraints on the view are ignored. False: the superview's layout pass places the view
    /// from its active constraints (ConstraintSolver).
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            Simulator.noteWrite(self, "translatesAutoresizingMaskIntoConstraints")
            if oldValue != translatesAutoresizingMaskIntoConstraints { storedSuperview?.markNeedsLayout() }
        }
    }

    // MARK: Auto Layout subset (AutoLayout/)
    /// Zero: UIKitSim has no notch, status bar inset or bars.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { markNeedsLayout() }
    }
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self, kind: .safeArea)
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(owningView: self, kind: .margins)

    // MARK: Hierarchy (UIView+Hierarchy.swift)
    open var superview: UIView? { storedSuperview }
    open var subviews: [UIView] { storedSubviews }
    open var window: UIWindow? { storedSuperview?.window }

    open func addSubview(_ view: UIView) { insert(view, at: storedSubviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex(of: siblingSubview).map { $0 + 1 } ?? storedSubviews.count
        insert(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex(of: siblingSubview) ?? storedSubviews.count
        insert(view, at: index)
    }

    open func removeFromSuperview() { detachFromSuperview() }

    open func bringSubviewToFront(_ view: UIView) { reorder(view, toFront: true) }

    open func sendSubviewToBack(_ view: UIView) { reorder(view, toFront: false) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // Hooks UIKit calls around hierarchy changes; the base implementations do nothing.
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Layout (UIView+Layout.swift)
    /// The base implementation places subviews that use constraints, as UIKit's does: an
    /// override that skips `super` leaves them where they were.
    open func layoutSubviews() { ConstraintSolver.placeSubviews(of: self) }

    open func setNeedsLayout() { markNeedsLayout() }

    open func layoutIfNeeded() { LayoutEngine.layout(self) }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
}
