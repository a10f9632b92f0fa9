// locator-case: for .modal(.withNavigation, …) both styles are set on controller (the one inside) instead of on the navigation controller that is presented; set them on the wrapper
// batch: 30
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// transitioningDelegate is weak: keep each custom presentation's delegate here.
@MainActor
private var keptTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            present(presented, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(sourceView):
                popover?.sourceView = sourceView
                popover?.sourceRect = sourceView.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                print("present(_:type: .push): cannot push a navigation controller; presenting it instead.")
                present(controller, animated: animated)
            } else if let navigation = navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)

        case let .custom(delegate):
            keptTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }
}
