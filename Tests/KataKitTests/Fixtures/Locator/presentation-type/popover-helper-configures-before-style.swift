// locator-case: the popover helper anchors popoverPresentationController before setting modalPresentationStyle = .popover, so the anchor goes to nil; set the style first
// batch: 23
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
            print("Cannot present \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("Refusing to push \(controller): a navigation controller cannot be pushed.")
                return
            }
            guard let navigationController else {
                show(controller, sender: self)
                return
            }
            navigationController.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            Self.retainedTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private static var retainedTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        if let popover = controller.popoverPresentationController { // locate-here
            switch config.source {
            case let .barButtonItem(item):
                popover.barButtonItem = item
            case let .view(sourceView):
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
        }
        controller.modalPresentationStyle = .popover // locate-here
        present(controller, animated: animated)
    }
}
