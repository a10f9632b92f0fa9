// locator-case: the push helper calls navigationController?.pushViewController(…) and silently does nothing when there is no navigation controller; fall back to show(controller, sender: self) (or print why)
// batch: 26
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
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, not presenting \(controller)")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentPopover(controller, config: config, animated: animated)
        case .push:
            pushOnStack(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
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
    }

    private func pushOnStack(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            // A navigation controller cannot be pushed: present it instead.
            present(controller, animated: animated)
            return
        }
        navigationController?.pushViewController(controller, animated: animated) // locate-here
    }
}

/// transitioningDelegate is weak: the delegates of custom presentations live here.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
