import Foundation

/// Decides what the status bar shows (uikit-semantics §5.3): from the key window's root
/// controller (or the topmost presented controller that captures the status bar) down the
/// `childForStatusBarStyle` / `childForStatusBarHidden` chains (§5.2).
/// Runs only when UIKit re-resolves — `setNeedsStatusBarAppearanceUpdate()`, a root change,
/// the window becoming key, a presentation or dismissal — never when a custom container merely
/// swaps children.
@MainActor
enum StatusBarResolver {
    /// A learner's `childFor…` can point back up the chain; UIKit would loop, UIKitSim stops.
    private static let maxDepth = 64

    static func resolve() {
        guard let manager = WindowRegistry.sharedScene.statusBarManager else { return }
        let root = WindowRegistry.keyWindow?.rootViewController.map(Presentation.statusBarRoot(from:))
        let style = root.map { styleSource(from: $0).preferredStatusBarStyle } ?? .default
        let hidden = root.map { hiddenSource(from: $0).prefersStatusBarHidden } ?? false
        manager.statusBarStyle = style
        manager.isStatusBarHidden = hidden
        JournalRecorder.record(.statusBarResolved(style: style, hidden: hidden))
    }

    /// The controller whose `preferredStatusBarStyle` is used (§5.2: non-nil means that
    /// controller's answer, recursively; nil means self).
    static func styleSource(from root: UIViewController) -> UIViewController {
        follow(from: root) { $0.childForStatusBarStyle }
    }

    static func hiddenSource(from root: UIViewController) -> UIViewController {
        follow(from: root) { $0.childForStatusBarHidden }
    }

    private static func follow(from root: UIViewController, _ next: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = root
        var depth = 0
        while let child = next(current), child !== current, depth < maxDepth {
            current = child
            depth += 1
        }
        return current
    }
}

extension UIViewController {
    /// §5.3: asks UIKit to re-resolve the status bar from the top, now.
    func baseSetNeedsStatusBarAppearanceUpdate() {
        JournalRecorder.record(.setNeedsStatusBarAppearanceUpdate(ObjectRef(self)))
        StatusBarResolver.resolve()
    }
}
