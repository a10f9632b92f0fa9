// locator-case: The learner merges .showDetail(.none) into the .show case, so an unwrapped detail goes through show(_:sender:) instead of showDetailViewController(_:sender:); give .showDetail(.none) its own case calling showDetailViewController.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Keeps custom transitioning delegates alive (UIKit holds them weakly).
@MainActor
final class TransitionDelegateStore {
    static let shared = TransitionDelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let _ = viewIfLoaded?.window else {
            print("Cannot present \(controller): \(self) has no window")
            return
        }

        switch type {
        case let .modal(nav, presentation, transition):
            let presented = nav == .none ? controller : UINavigationController(rootViewController: controller)
            presented.modalPresentationStyle = presentation
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            if case let .view(anchor) = config.source {
                popover?.sourceView = anchor
                popover?.sourceRect = anchor.bounds
            }
            if case let .barButtonItem(item) = config.source {
                popover?.barButtonItem = item
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            guard !(controller is UINavigationController) else {
                print("Refusing to push \(controller): a navigation controller cannot be pushed")
                return
            }
            guard let nav = navigationController else {
                show(controller, sender: self)
                return
            }
            nav.pushViewController(controller, animated: animated)

        // nothing to wrap: let the containers decide
        case .show, .showDetail(.none): // locate-here
            show(controller, sender: self)

        case .showDetail(.withNavigation):
            showDetailViewController(UINavigationController(rootViewController: controller), sender: self)

        case let .custom(delegate):
            TransitionDelegateStore.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
