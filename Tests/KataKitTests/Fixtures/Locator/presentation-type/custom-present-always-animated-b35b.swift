// locator-case: the custom case presents with animated: true instead of passing the caller's animated flag on; it must be present(controller, animated: animated)
// batch: 35
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
        if viewIfLoaded?.window == nil {
            print("Nothing presented: \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var shown = controller
            if case .withNavigation = navigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case .view(let anchor) = config.source {
                    popover.sourceView = anchor
                    popover.sourceRect = anchor.bounds
                } else if case .barButtonItem(let item) = config.source {
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
                return
            }
            if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            var detail = controller
            if case .withNavigation = navigation {
                detail = UINavigationController(rootViewController: controller)
            }
            showDetailViewController(detail, sender: self)

        case .custom(let delegate):
            CustomDelegateKeeper.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: true) // locate-here
        }
    }
}

/// Holds the transitioning delegates UIKit only references weakly.
@MainActor
final class CustomDelegateKeeper {
    static let shared = CustomDelegateKeeper()
    private var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
