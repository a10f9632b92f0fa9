// locator-case: .push uses navigationController?.pushViewController, a silent no-op when there is no navigation controller; fall back to show(_:sender:) (or report) when navigationController is nil
// batch: 33
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps the transitioning delegates of custom presentations alive (transitioningDelegate is weak).
@MainActor
private final class DelegateStore {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if case .push = type {
            guard !(controller is UINavigationController) else {
                print("Not pushing \(controller): a navigation controller cannot be pushed.")
                return
            }
            navigationController?.pushViewController(controller, animated: animated) // locate-here
            return
        }
        guard isViewLoaded, view.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        let target = prepared(controller, for: type)
        switch type {
        case .show:
            show(target, sender: self)
        case .showDetail:
            showDetailViewController(target, sender: self)
        default:
            present(target, animated: animated)
        }
    }

    /// The controller to hand to UIKit, wrapped and configured for `type`.
    private func prepared(_ controller: UIViewController, for type: PresentationType) -> UIViewController {
        switch type {
        case let .modal(navigation, style, transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            return target
        case let .showDetail(navigation):
            return navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case let .view(source) = config.source {
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                } else if case let .barButtonItem(item) = config.source {
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            return controller
        case let .custom(delegate):
            DelegateStore.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            return controller
        case .push, .show:
            return controller
        }
    }
}
