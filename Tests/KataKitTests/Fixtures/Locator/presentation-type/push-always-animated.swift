// locator-case: the push case always passes animated: true instead of the animated argument; the learner should pass animated through.
// batch: 13
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Custom presentations' delegates, kept here because UIKit only holds them weakly.
@MainActor
private var retainedTransitionDelegates: [UIViewControllerTransitioningDelegate] = []

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("⚠️ \(self) is not in a window, so \(controller) was not shown")
            return
        }

        switch type {
        case .modal(let navigation, let style, let transition):
            let root = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            root.modalPresentationStyle = style
            root.modalTransitionStyle = transition
            present(root, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case .barButtonItem(let item):
                popover?.barButtonItem = item
            case .view(let anchor):
                popover?.sourceView = anchor
                popover?.sourceRect = anchor.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let nav = navigationController, !(controller is UINavigationController) {
                nav.pushViewController(controller, animated: true) // locate-here
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case .custom(let transitioningDelegate):
            retainedTransitionDelegates.append(transitioningDelegate)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = transitioningDelegate
            present(controller, animated: animated)
        }
    }
}
