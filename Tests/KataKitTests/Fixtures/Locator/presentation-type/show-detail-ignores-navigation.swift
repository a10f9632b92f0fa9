// locator-case: case .showDetail drops its NavigationStyle and always shows the bare controller; with .withNavigation it should wrap it in a UINavigationController first
// batch: 22
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps custom transitioning delegates alive: UIKit holds them weakly.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("Not presenting \(controller): \(self) is not in the window hierarchy")
            return
        }
        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var shown = controller
            if navigation == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case .view(let sourceView) = config.source {
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                } else if case .barButtonItem(let item) = config.source {
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                print("Refusing to push a navigation controller; presenting it")
                present(controller, animated: animated)
            } else if let navigationController = navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail: // locate-here
            showDetailViewController(controller, sender: self) // locate-here
        case .custom(let delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
