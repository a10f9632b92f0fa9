import Foundation

/// A window. Hidden until `makeKeyAndVisible()` (or `isHidden = false`); while visible it is
/// "on screen": its root controller and every view in it get window-driven appearance
/// (uikit-semantics §2.6). Retained by the simulation until `Simulator.reset()`.
@MainActor
open class UIWindow: UIView {
    private var storedRoot: UIViewController?
    private var visible = false
    /// An iPhone in portrait: compact width, regular height (§11.7); changed by `Simulator.resize`.
    var windowTraits = UITraitCollection(horizontal: .compact, vertical: .regular)

    open override var traitCollection: UITraitCollection { windowTraits }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        WindowRegistry.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        WindowRegistry.register(self)
    }

    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }

    open override var window: UIWindow? { self }

    /// A size change of a visible window with a root is a size transition, as on rotation:
    /// the root gets `viewWillTransition(to:with:)` first (§6.3), then the resize is animated
    /// (0.3 s, alongside the coordinator's blocks).
    open override var frame: CGRect {
        get { super.frame }
        set { resize(to: newValue) }
    }

    /// How long a size transition (rotation) animates.
    static let sizeTransitionDuration: TimeInterval = 0.3

    open var windowScene: UIWindowScene? {
        get { WindowRegistry.sharedScene }
        set {}
    }

    open var isKeyWindow: Bool { WindowRegistry.keyWindow === self }

    var isVisibleOnScreen: Bool { visible }

    /// Hiding or showing a window makes everything in it disappear or appear.
    open override var isHidden: Bool {
        get { !visible }
        set { setVisible(!newValue) }
    }

    /// Setting it loads the root's view and sizes it to fill the window (removing the old root's);
    /// a visible window adds it at once, driving both controllers' appearance, a hidden one when
    /// it is shown. The status bar is re-resolved (§5.3).
    open var rootViewController: UIViewController? {
        get { storedRoot }
        set { installRoot(newValue) }
    }

    open func makeKey() {
        WindowRegistry.makeKey(self)
        StatusBarResolver.resolve()
    }

    open func makeKeyAndVisible() {
        WindowRegistry.makeKey(self)
        setVisible(true)
        StatusBarResolver.resolve()
    }

    private func setVisible(_ newValue: Bool) {
        guard newValue != visible else { return }
        if !newValue { WindowAppearance.subtreeWillChange(self, appearing: false) }
        let entering = newValue
        if entering { WindowAppearance.subtreeWillChange(self, appearing: true) }
        visible = newValue
        // A window adds its root's view when it is shown (§2.6): inside this addSubview the root
        // hears viewWillAppear before its view is in the window, as on a device.
        if entering, let rootView = storedRoot?.viewIfLoaded, rootView.superview !== self {
            addSubview(rootView)
        }
    }

    func resize(to newFrame: CGRect) {
        guard newFrame.size != storedFrame.size, visible, let root = storedRoot else {
            applyFrame(newFrame)
            return
        }
        let coordinator = SizeTransitionCoordinator(duration: Self.sizeTransitionDuration, containerView: self)
        SizeTransition.deliver(to: root, size: newFrame.size, coordinator: coordinator)
        SizeTransition.deliverToPresentations(in: self, size: newFrame.size, coordinator: coordinator)
        coordinator.run { [weak self] in self?.applyFrame(newFrame) }
    }

    private func installRoot(_ newRoot: UIViewController?) {
        guard newRoot !== storedRoot else { return }
        let oldRoot = storedRoot
        storedRoot = newRoot
        let newView: UIView? = newRoot?.view  // loads first: viewDidLoad before any appearance
        if let oldView = oldRoot?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        if let rootView = newView {
            rootView.frame = bounds
            rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // A hidden window adds it when it is shown (`setVisible`).
            if visible { addSubview(rootView) }
        }
        if isKeyWindow { StatusBarResolver.resolve() }
    }
}
