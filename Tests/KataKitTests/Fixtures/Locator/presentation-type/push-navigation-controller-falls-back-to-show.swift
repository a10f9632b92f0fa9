// locator-case: For .push the learner sends a UINavigationController to the same show(_:sender:) fallback as a missing navigation controller, and show pushes it when the presenter is in a navigation stack (UIKit refuses to push a navigation controller); present a navigation controller instead (or refuse with a message).
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private final class TransitioningDelegateStore {
    static let shared = TransitioningDelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func hold(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("Cannot present \(controller): \(self)'s view is not in a window.")
            return
        }

        switch type {
        case let .modal(navigationStyle, style, transition):
            let presented = embedIfNeeded(controller, navigationStyle)
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            if case let .barButtonItem(item) = config.source {
                popover?.barButtonItem = item
            }
            if case let .view(sourceView) = config.source {
                popover?.sourceView = sourceView
                popover?.sourceRect = sourceView.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else { // locate-here
                // nothing to push onto (or not pushable): let the containers decide
                show(controller, sender: self) // locate-here
                return
            }
            navigation.pushViewController(controller, animated: animated)

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigationStyle):
            showDetailViewController(embedIfNeeded(controller, navigationStyle), sender: self)

        case let .custom(transitioningDelegate):
            TransitioningDelegateStore.shared.hold(transitioningDelegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = transitioningDelegate
            present(controller, animated: animated)
        }
    }

    private func embedIfNeeded(_ controller: UIViewController, _ style: NavigationStyle) -> UIViewController {
        if case .withNavigation = style {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
