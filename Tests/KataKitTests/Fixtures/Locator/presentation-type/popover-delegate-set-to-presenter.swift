// locator-case: For a popover the learner sets the popover's delegate to the presenter (self as? UIPopoverPresentationControllerDelegate) instead of the config's delegate, so the caller's delegate never hears about the popover; use config.delegate.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps custom transitioning delegates alive: UIKit only holds them weakly.
@MainActor
private var retainedTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("present(_:type:) skipped: \(self) is not in a window, so \(controller) cannot be shown.")
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
            switch config.source {
            case .barButtonItem(let item):
                popover.barButtonItem = item
            case .view(let anchor):
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = self as? UIPopoverPresentationControllerDelegate // locate-here
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let navigation = navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                print("No navigation controller around \(self); showing \(controller) instead of pushing it.")
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case .custom(let delegate):
            retainedTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }
}
