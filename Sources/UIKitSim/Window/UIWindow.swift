import Foundation

/// A window. Hidden until `makeKeyAndVisible()` (or `isHidden = false`); while visible it is
/// "on screen": its root controller and every view in it get window-driven appearance
/// (uikit-semantics §2.6). Retained by the simulation until `Simulator.reset()`.
@MainActor
open class UIWindow: UIView {
    private var storedRoot: UIViewController?
    private var visible = false

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

    /// Setting it installs the root's view filling the window (removing the old root's) and,
    /// when the window is visible, drives both controllers' appearance; the status bar is
    /// re-resolved (§5.3).
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
    }

    private func installRoot(_ newRoot: UIViewController?) {
        guard newRoot !== storedRoot else { return }
        let oldRoot = storedRoot
        storedRoot = newRoot
        if let oldView = oldRoot?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        if let newRoot {
            let rootView: UIView = newRoot.view
            rootView.frame = bounds
            rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(rootView)
        }
        if isKeyWindow { StatusBarResolver.resolve() }
    }
}
