// locator-case: the .custom case sets transitioningDelegate (weak) but keeps no strong reference to the delegate; store it (e.g. in a static dictionary keyed by the controller) before presenting
// batch: 30
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
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
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
            controller.modalPresentationStyle = .custom // locate-here
            controller.transitioningDelegate = delegate // locate-here
            present(controller, animated: animated) // locate-here
        }
    }
}
