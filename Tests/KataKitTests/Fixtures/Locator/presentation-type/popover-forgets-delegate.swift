// locator-case: the popover helper sets the anchor and the arrow directions but never hands the popover the config's delegate
// batch: 5
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// `transitioningDelegate` is weak: this keeps each one while its controller is presented.
@MainActor
private enum DelegateKeeper {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("Cannot present \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
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
            DelegateKeeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// The style first: popoverPresentationController exists only after it.
    private func presentAsPopover(_ controller: UIViewController, _ config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        switch config.source {
        case let .barButtonItem(item):
            popover?.barButtonItem = item
        case let .view(anchor):
            popover?.sourceView = anchor
            popover?.sourceRect = anchor.bounds
        }
        popover?.permittedArrowDirections = config.arrowDirection  // locate-here
        present(controller, animated: animated)  // locate-here
    }
}
