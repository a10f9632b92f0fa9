// locator-case: .show calls showDetailViewController(_:sender:) (the case below, copied) instead of show(_:sender:)
// batch: 6
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum Keeper {
    /// UIKit holds a transitioning delegate weakly; these are held strongly until replaced.
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("Cannot present \(controller): \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case .modal(let navigation, let style, let transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case .barButtonItem(let item):
                    popover.barButtonItem = item
                case .view(let anchor):
                    popover.sourceView = anchor
                    popover.sourceRect = anchor.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                print("No navigation controller to push \(controller) on: showing it instead.")
                show(controller, sender: self)
            }

        case .show:
            showDetailViewController(controller, sender: self)  // locate-here

        case .showDetail(let navigation):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(target, sender: self)

        case .custom(let delegate):
            Keeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
