// locator-case: the popover's sourceView is the anchor's superview while sourceRect is the anchor's bounds, so the arrow points at the wrong place; the learner should set sourceView to the anchor itself.
// batch: 13
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Owns the transitioning delegates of custom presentations (UIKit's reference is weak).
@MainActor
enum TransitionDelegateStore {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:) skipped: \(self) has no window")
            return
        }
        switch type {
        case let .modal(navigation, presentation, transition):
            presentModal(embedding(controller, in: navigation), presentation, transition, animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            guard let stack = navigationController, !(controller is UINavigationController) else {
                show(controller, sender: self)
                return
            }
            stack.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedding(controller, in: navigation), sender: self)
        case let .custom(delegate):
            TransitionDelegateStore.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedding(_ controller: UIViewController, in navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }

    private func presentModal(_ shown: UIViewController, _ style: UIModalPresentationStyle,
                              _ transition: UIModalTransitionStyle, _ animated: Bool) {
        shown.modalPresentationStyle = style
        shown.modalTransitionStyle = transition
        present(shown, animated: animated)
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else {
            present(controller, animated: animated)
            return
        }
        if case let .view(anchor) = config.source {
            // the arrow points at the anchor, measured in the view that holds it
            popover.sourceView = anchor.superview // locate-here
            popover.sourceRect = anchor.bounds
        }
        if case let .barButtonItem(item) = config.source {
            popover.barButtonItem = item
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }
}
