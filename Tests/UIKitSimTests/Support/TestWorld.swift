@_spi(Simulator) import UIKitSim

/// Builds what most tests need: a visible key window with a root controller, after a turn so
/// the root's own appearance is over.
@MainActor
enum TestWorld {
    @discardableResult
    static func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        Simulator.runLoopTurn()
        return window
    }

    /// UIKit's Listing 5-1.
    static func add(_ child: UIViewController, to parent: UIViewController, frame: CGRect? = nil) {
        parent.addChild(child)
        child.view.frame = frame ?? parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// UIKit's Listing 5-2.
    static func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    static var warnings: [String] { Simulator.diagnostics.filter(\.isWarning).map(\.text) }
    static var exceptions: [Diagnostic] { Simulator.diagnostics.filter(\.isException) }
}
