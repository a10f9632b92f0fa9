// locator-case: the modal case sets modalPresentationStyle and modalTransitionStyle on the inner controller and only then wraps it in a UINavigationController, which is what gets presented with default styles; set both styles on the controller actually presented.
// batch: 19
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private var retainedTransitionDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        let onScreen = isViewLoaded && view.window != nil

        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            guard onScreen else { return logNotInWindow(controller) }
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            var presented = controller
            if navigation == .withNavigation {
                presented = UINavigationController(rootViewController: controller)
            }
            present(presented, animated: animated)

        case let .popover(config):
            guard onScreen else { return logNotInWindow(controller) }
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case let .barButtonItem(item) = config.source {
                    popover.barButtonItem = item
                }
                if case let .view(anchor) = config.source {
                    popover.sourceView = anchor
                    popover.sourceRect = anchor.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                print("Refusing to push \(controller): a navigation controller cannot be pushed.")
            } else if let nav = navigationController {
                nav.pushViewController(controller, animated: animated)
            } else {
                print("No navigation controller around \(self): showing \(controller) instead of pushing it.")
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)

        case let .custom(delegate):
            guard onScreen else { return logNotInWindow(controller) }
            retainedTransitionDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func logNotInWindow(_ controller: UIViewController) {
        print("Can't present \(controller): \(self)'s view is not in a window.")
    }
}
