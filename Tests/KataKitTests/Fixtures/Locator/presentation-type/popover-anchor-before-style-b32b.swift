// locator-case: the popover's anchor, arrows and delegate are set on popoverPresentationController before modalPresentationStyle = .popover, while it is still nil, so they go nowhere; set the style first
// batch: 32
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
            print("Cannot show \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let presented = embedded(controller, navigation)
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
            guard let navigation = navigationController else {
                print("No navigation controller around \(self); showing \(controller) instead.")
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            Self.retainedDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    static var retainedDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        switch config.source {
        case let .barButtonItem(item):
            controller.popoverPresentationController?.barButtonItem = item // locate-here
        case let .view(source):
            controller.popoverPresentationController?.sourceView = source
            controller.popoverPresentationController?.sourceRect = source.bounds
        }
        controller.popoverPresentationController?.permittedArrowDirections = config.arrowDirection
        controller.popoverPresentationController?.delegate = config.delegate
        controller.modalPresentationStyle = .popover // locate-here
        present(controller, animated: animated)
    }
}
