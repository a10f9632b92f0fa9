// locator-case: for .custom the transitioning delegate is only assigned to the weak transitioningDelegate and kept by nothing, so it is gone before UIKit asks it; store it (e.g. in a static dictionary keyed by the controller) before presenting
// batch: 28
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard isViewLoaded, view.window != nil else {
            print("⚠️ \(self) is not in a window, so \(controller) was not presented.")
            return
        }

        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var target = controller
            if case .withNavigation = navigation {
                target = UINavigationController(rootViewController: controller)
            }
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case .view(let sourceView) = config.source {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            } else if case .barButtonItem(let item) = config.source {
                popover.barButtonItem = item
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if let nav = navigationController, !(controller is UINavigationController) {
                nav.pushViewController(controller, animated: animated)
            } else if controller is UINavigationController {
                present(controller, animated: animated)
            } else {
                print("No navigation controller to push \(controller) onto; showing it instead.")
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            if case .withNavigation = navigation {
                showDetailViewController(UINavigationController(rootViewController: controller), sender: self)
            } else {
                showDetailViewController(controller, sender: self)
            }

        case .custom(let delegate): // locate-here
            controller.modalPresentationStyle = .custom // locate-here
            controller.transitioningDelegate = delegate // locate-here
            present(controller, animated: animated)
        }
    }
}
