// locator-case: the learner's isOnScreen asks navigationController?.view.window, so a presenter on screen without a navigation controller is treated as off screen and shows nothing; check this controller's own viewIfLoaded?.window.
// batch: 18
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// transitioningDelegate is weak, so the custom delegates live here while they are needed.
@MainActor
private var customDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Is there a window to present in?
    private var isOnScreen: Bool {
        navigationController?.view.window != nil // locate-here
    }

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if !isOnScreen {
            print("present(_:type:) skipped: \(self) is not in a window, so \(controller) cannot be shown.")
            return
        }
        switch type {
        case .modal(let navigation, let style, let transition):
            var target = controller
            if case .withNavigation = navigation {
                target = UINavigationController(rootViewController: controller)
            }
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)
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
            if controller is UINavigationController {
                print("Can't push \(controller): it is a navigation controller. Presenting it instead.")
                present(controller, animated: animated)
            } else if let nav = navigationController {
                nav.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case .custom(let delegate):
            customDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
