// locator-case: the "not in a window" guard returns silently, without a word on the console
// batch: 6
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// The transitioning delegates of custom presentations, kept while they are needed.
@MainActor
private final class DelegateStore {
    static let shared = DelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // Presenting from off screen shows nothing anyway.
        guard viewIfLoaded?.window != nil else { return }  // locate-here
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = embedded(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case let .barButtonItem(item) = config.source {
                popover.barButtonItem = item
            } else if case let .view(anchor) = config.source {
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            DelegateStore.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
