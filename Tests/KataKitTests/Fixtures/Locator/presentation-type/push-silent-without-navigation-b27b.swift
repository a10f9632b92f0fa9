// locator-case: .push with no navigation controller does nothing silently (optional chaining); check navigationController and fall back to show(_:sender:)
// batch: 27
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private final class DelegateStore {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("Nothing presented: \(self)'s view is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            var shown = controller
            if navigation == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case let .barButtonItem(item) = config.source {
                    popover.barButtonItem = item
                }
                if case let .view(sourceView) = config.source {
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
                return
            }
            navigationController?.pushViewController(controller, animated: animated) // locate-here
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            var shown = controller
            if navigation == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            DelegateStore.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
