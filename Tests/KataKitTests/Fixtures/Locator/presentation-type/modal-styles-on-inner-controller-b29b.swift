// locator-case: .modal sets both styles on `controller` instead of on `shown`, the navigation controller that is actually presented with .withNavigation
// batch: 29
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
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = embedIfNeeded(controller, navigation)
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            present(shown, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            pushOrShow(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedIfNeeded(controller, navigation), sender: self)
        case let .custom(delegate):
            UIViewController.keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// transitioningDelegate is weak: these stay alive while their presentation lasts.
    static var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func embedIfNeeded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
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
            show(controller, sender: self)
        }
    }
}
