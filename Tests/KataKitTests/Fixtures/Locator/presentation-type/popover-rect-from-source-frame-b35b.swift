// locator-case: the popover's sourceRect is the source view's frame (its superview's coordinates) while sourceView is the view itself; it must be sourceView.bounds
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
        guard isViewLoaded, view.window != nil else {
            print("Can't present \(controller): \(self) is not on screen.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            configurePopover(controller, with: config)
            present(controller, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("Can't push \(controller): it is a navigation controller.")
                return
            }
            guard let navigationController else {
                print("Can't push \(controller): \(self) has no navigation controller.")
                return
            }
            navigationController.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            Self.customDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private static var customDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func configurePopover(_ controller: UIViewController, with config: PopoverConfig) {
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        switch config.source {
        case let .barButtonItem(item):
            popover?.barButtonItem = item
        case let .view(sourceView):
            popover?.sourceView = sourceView
            popover?.sourceRect = sourceView.frame // locate-here
        }
        popover?.permittedArrowDirections = config.arrowDirection
        popover?.delegate = config.delegate
    }
}
