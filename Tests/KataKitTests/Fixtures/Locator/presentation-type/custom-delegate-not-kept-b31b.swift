// locator-case: the custom case sets the transitioningDelegate (weak) but nothing keeps the delegate alive, so it is gone before UIKit asks it; keep a strong reference (e.g. a static dictionary) before presenting
// batch: 31
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
        guard viewIfLoaded?.window != nil else {
            print("Nothing presented: \(self) is not in the window hierarchy")
            return
        }
        switch type {
        case .modal(let navigation, let style, let transition):
            let presented: UIViewController
            switch navigation {
            case .none: presented = controller
            case .withNavigation: presented = UINavigationController(rootViewController: controller)
            }
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)
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
            if controller is UINavigationController {
                present(controller, animated: animated)
                return
            }
            guard let navigationController else {
                show(controller, sender: self)
                return
            }
            navigationController.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case .custom(let delegate): // locate-here
            controller.modalPresentationStyle = .custom // locate-here
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
