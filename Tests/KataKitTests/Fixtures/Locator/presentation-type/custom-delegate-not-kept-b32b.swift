// locator-case: .custom only sets transitioningDelegate (a weak reference) and keeps no strong reference to the delegate, so it is gone before UIKit asks it; store the delegate (e.g. in a static dictionary) before presenting
// batch: 32
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
            print("present(_:type:) skipped: \(self) has no window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller)
                : controller
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item): popover.barButtonItem = item
                case let .view(view):
                    popover.sourceView = view
                    popover.sourceRect = view.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let navigation = navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller)
                : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate // locate-here
            present(controller, animated: animated) // locate-here
        }
    }
}
