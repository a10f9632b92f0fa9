// locator-case: .push uses navigationController?.pushViewController, which silently does nothing without a navigation controller; check it and fall back to show(_:sender:) (or say why)
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
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        switch type {
        case .modal(let navigation, let style, let transition):
            let presented: UIViewController
            if case .withNavigation = navigation {
                presented = UINavigationController(rootViewController: controller)
            } else {
                presented = controller
            }
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case .barButtonItem(let item):
                popover?.barButtonItem = item
            case .view(let source):
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            guard !(controller is UINavigationController) else {
                present(controller, animated: animated)
                return
            }
            navigationController?.pushViewController(controller, animated: animated) // locate-here

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            if case .withNavigation = navigation {
                showDetailViewController(UINavigationController(rootViewController: controller), sender: self)
            } else {
                showDetailViewController(controller, sender: self)
            }

        case .custom(let delegate):
            PresentationDelegates.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}

/// Keeps custom presentations' transitioning delegates alive (UIKit holds them weakly).
@MainActor
enum PresentationDelegates {
    private static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
