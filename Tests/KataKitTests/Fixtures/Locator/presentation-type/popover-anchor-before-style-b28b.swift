// locator-case: the popover's source and arrows are set through popoverPresentationController before modalPresentationStyle = .popover, while it is still nil, so the popover has no anchor; set .popover first
// batch: 28
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
        if viewIfLoaded?.window == nil {
            print("present(_:type:) skipped: \(self) has no window")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            presentModal(controller, navigation: navigation, style: style, transition: transition, animated: animated)
        case let .popover(config):
            presentPopover(controller, config: config, animated: animated)
        case .push:
            push(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }

    private func presentModal(_ controller: UIViewController, navigation: NavigationStyle, style: UIModalPresentationStyle,
                              transition: UIModalTransitionStyle, animated: Bool) {
        let presented = embedded(controller, navigation)
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        present(presented, animated: animated)
    }

    private func presentPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        switch config.source {
        case let .barButtonItem(item):
            controller.popoverPresentationController?.barButtonItem = item
        case let .view(source):
            controller.popoverPresentationController?.sourceView = source
            controller.popoverPresentationController?.sourceRect = source.bounds
        }
        controller.popoverPresentationController?.permittedArrowDirections = config.arrowDirection
        controller.popoverPresentationController?.delegate = config.delegate
        controller.modalPresentationStyle = .popover // locate-here
        present(controller, animated: animated)
    }

    private func push(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            print("Not pushing \(controller): a navigation controller cannot be pushed; presenting it instead")
            present(controller, animated: animated)
            return
        }
        guard let navigationController = navigationController else {
            show(controller, sender: self)
            return
        }
        navigationController.pushViewController(controller, animated: animated)
    }

    private static var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) {
        UIViewController.keptDelegates[ObjectIdentifier(controller)] = delegate
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}
