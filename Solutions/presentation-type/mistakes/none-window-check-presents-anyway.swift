// mistake: none
// expect-rules: present-from-window
// source: docs/spec/rules.md present-from-window (UIKit's “whose view is not in the window hierarchy” warning, research/presentation.md P 67); locator batch 12 case window-check-logs-but-goes-on
// The window check says why nothing will be presented, then forgets to return: present is still
// called, and UIKit refuses it with its own warning.
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
        if viewIfLoaded?.window == nil {
            print("present(_:type:): \(self) is not in a window, so \(controller) will not show.")
        }
        switch type {
        case let .modal(navigation, style, transition):
            presentModally(controller, navigation, style, transition, animated: animated)
        case let .popover(config):
            presentPopover(controller, config, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }

    private func presentModally(_ controller: UIViewController, _ navigation: NavigationStyle,
                                _ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle,
                                animated: Bool) {
        let shown = embedded(controller, navigation)
        shown.modalPresentationStyle = style
        shown.modalTransitionStyle = transition
        present(shown, animated: animated)
    }

    private func presentPopover(_ controller: UIViewController, _ config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        switch config.source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(anchor):
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func presentCustom(_ controller: UIViewController, _ delegate: UIViewControllerTransitioningDelegate,
                               animated: Bool) {
        TransitioningDelegateKeeper.keep(delegate, for: controller)
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}

/// transitioningDelegate is weak: this keeps each custom presentation's delegate alive.
@MainActor
private enum TransitioningDelegateKeeper {
    private static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
