// locator-case: with .withNavigation the modal styles are set on the wrapped controller instead of the navigation controller that is presented; set them on shown
// batch: 33
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum KeptDelegates {
    static var byController: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Cannot show \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            present(shown, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(source):
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
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
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)

        case let .custom(delegate):
            KeptDelegates.byController[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
