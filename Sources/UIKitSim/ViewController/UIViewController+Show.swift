import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` (uikit-semantics §12.7, P 77–80):
/// the base asks `targetViewController(forAction:sender:)`; a target other than the receiver
/// gets the message, otherwise the receiver presents modally.
extension UIViewController {
    static let showAction = "showViewController:sender:"
    static let showDetailAction = "showDetailViewController:sender:"

    func baseShow(_ vc: UIViewController, sender: Any?) {
        noteSuper(nil, "show(_:sender:)")
        if let target = targetViewController(forAction: Selector(Self.showAction), sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    func baseShowDetail(_ vc: UIViewController, sender: Any?) {
        noteSuper(nil, "showDetailViewController(_:sender:)")
        if let target = targetViewController(forAction: Selector(Self.showDetailAction), sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// P 78–79: the receiver or the nearest ancestor (parent chain, then the presenter) that can
    /// perform the action and implements it itself. Swift cannot see whether a learner's class
    /// overrides `show(_:sender:)`: UIKitSim's own containers say so (a navigation controller
    /// handles `show`), and a learner's container that handles it overrides this method.
    func baseTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        let name = String(describing: action)
        var current: UIViewController? = self
        var depth = 0
        while let candidate = current, depth < 64 {
            if candidate.handlesShowAction(name), candidate.canPerformAction(action, withSender: sender) { return candidate }
            current = candidate.storedParent ?? candidate.presentation.presenting
            depth += 1
        }
        return nil
    }
}
