// locator-case: .modal sets both styles on the wrapped controller instead of the navigation controller that is presented
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// UIKit keeps `transitioningDelegate` weakly; this keeps each one while its controller is presented.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, nothing presented")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle  // locate-here
            controller.modalTransitionStyle = transitionStyle  // locate-here
            let presented = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller)
                : controller
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(view):
                popover?.sourceView = view
                popover?.sourceRect = view.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
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
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
