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

    /// P 78–79: the receiver if it can perform the action and implements it itself, else what its
    /// parent (or, presented, its presenter) answers. Swift cannot see whether a learner's class
    /// overrides `show(_:sender:)`: UIKitSim's own containers say so (a navigation controller
    /// handles `show`), and a learner's container that handles it overrides this method, which
    /// its children's lookups reach.
    func baseTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if handlesShowAction(String(describing: action)), canPerformAction(action, withSender: sender) { return self }
        return (storedParent ?? presentation.presenting)?.targetViewController(forAction: action, sender: sender)
    }
}
