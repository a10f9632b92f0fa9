// locator-case: the learner's refusal test for .push asks controller.navigationController != nil instead of controller is UINavigationController, so a navigation controller (which has no navigation controller above it) is pushed; test the controller's type.
// batch: 18
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
enum DelegateStore {
    static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let window = viewIfLoaded?.window else {
            print("Nothing presented: \(self)'s view is not in a window.")
            return
        }
        _ = window
        switch type {
        case let .modal(nav, style, transition):
            presentModal(controller, nav, style, transition, animated)
        case let .popover(config):
            presentAsPopover(controller, config, animated)
        case .push:
            pushOrShow(controller, animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(nav):
            showDetailViewController(nav == .withNavigation ? UINavigationController(rootViewController: controller) : controller, sender: self)
        case let .custom(delegate):
            DelegateStore.kept[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentModal(_ controller: UIViewController, _ nav: NavigationStyle,
                              _ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle, _ animated: Bool) {
        let shown = nav == .withNavigation ? UINavigationController(rootViewController: controller) : controller
        shown.modalPresentationStyle = style
        shown.modalTransitionStyle = transition
        present(shown, animated: animated)
    }

    private func presentAsPopover(_ controller: UIViewController, _ config: PopoverConfig, _ animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        if case let .barButtonItem(item) = config.source {
            popover.barButtonItem = item
        }
        if case let .view(anchor) = config.source {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func pushOrShow(_ controller: UIViewController, _ animated: Bool) {
        if controller.navigationController != nil { // locate-here
            print("\(controller) is a navigation controller and cannot be pushed; presenting it modally.")
            present(controller, animated: animated)
            return
        }
        if let navigationController {
            navigationController.pushViewController(controller, animated: animated)
        } else {
            print("No navigation controller around \(self): showing \(controller) instead of pushing it.")
            show(controller, sender: self)
        }
    }
}
