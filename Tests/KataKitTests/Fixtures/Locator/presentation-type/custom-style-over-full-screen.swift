// locator-case: the custom case sets modalPresentationStyle = .overFullScreen instead of .custom, so UIKit never asks the transitioning delegate for its presentation controller; it should be .custom
// batch: 21
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
            print("Cannot present \(controller): \(self) is not in a window")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = style
            shown.modalTransitionStyle = transition
            present(shown, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            pushOrShow(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        switch config.source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(sourceView):
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func pushOrShow(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            present(controller, animated: animated)
        } else if let navigation = navigationController {
            navigation.pushViewController(controller, animated: animated)
        } else {
            print("No navigation controller around \(self): showing \(controller) instead of pushing it")
            show(controller, sender: self)
        }
    }

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) {
        TransitioningDelegateStore.keep(delegate, for: controller)
        controller.transitioningDelegate = delegate
        controller.modalPresentationStyle = .overFullScreen // locate-here
        present(controller, animated: animated)
    }
}

/// Holds each custom presentation's delegate: `transitioningDelegate` is weak.
@MainActor
enum TransitioningDelegateStore {
    private static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
