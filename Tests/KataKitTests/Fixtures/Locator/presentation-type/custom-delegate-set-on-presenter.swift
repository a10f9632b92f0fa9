// locator-case: .custom sets transitioningDelegate without the controller. prefix, so it lands on the presenter (self) instead of the controller being presented
// batch: 5
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Holds a custom presentation's delegate as long as its presented controller needs it.
@MainActor
private final class TransitioningDelegateStore {
    static let shared = TransitioningDelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrap(controller, in: navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item): popover.barButtonItem = item
                case let .view(source):
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
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
            showDetailViewController(wrap(controller, in: navigation), sender: self)

        case let .custom(delegate):
            TransitioningDelegateStore.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            transitioningDelegate = delegate  // locate-here
            present(controller, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, in navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
