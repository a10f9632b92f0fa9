// locator-case: The learner only handles a view as the popover's source and silently drops a bar button item, so a bar-button popover has no anchor on iPad.
// batch: 10
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("Cannot present \(Swift.type(of: controller)): the presenter is not in a window.")
            return
        }
        switch type {
        case .modal(let navigation, let presentation, let transition):
            let presented = wrap(controller, in: navigation)
            presented.modalPresentationStyle = presentation
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case .view(let anchor) = config.source { // locate-here
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            showDetailViewController(wrap(controller, in: navigation), sender: self)
        case .custom(let delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, in navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
