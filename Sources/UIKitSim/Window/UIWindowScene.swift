import Foundation

/// The scene the windows belong to. Only what containers observe: the status bar manager.
@MainActor
open class UIWindowScene: NSObject {
    init(simulatedFor registry: WindowRegistry.Type) {
        statusBarManager = UIStatusBarManager()
        super.init()
    }

    /// What the status bar shows (uikit-semantics §5.4).
    public let statusBarManager: UIStatusBarManager?

    open var windows: [UIWindow] { WindowRegistry.windows }
    open var keyWindow: UIWindow? { WindowRegistry.keyWindow }
}

/// The status bar as the screen shows it: the values resolved from the key window's root
/// controller down the `childFor…` chain (uikit-semantics §5.3).
@MainActor
open class UIStatusBarManager: NSObject {
    public internal(set) var statusBarStyle: UIStatusBarStyle = .default
    public internal(set) var isStatusBarHidden: Bool = false

    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47)
    }
}
