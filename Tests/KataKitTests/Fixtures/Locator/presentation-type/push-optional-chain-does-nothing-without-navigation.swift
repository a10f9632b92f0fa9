// locator-case: .push uses optional chaining on navigationController, so with no navigation controller nothing happens and nothing is said; check it and fall back to show(_:sender:) (or print why)
// batch: 23
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
        guard viewIfLoaded?.window != nil else {
            print("present(\(controller), type: \(type)): \(self) is in no window; nothing presented.")
            return
        }
        switch type {
        case let .modal(navigationStyle, presentationStyle, transitionStyle):
            let target: UIViewController
            if case .withNavigation = navigationStyle {
                target = UINavigationController(rootViewController: controller)
            } else {
                target = controller
            }
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            switch config.source {
            case let .barButtonItem(item):
                controller.popoverPresentationController?.barButtonItem = item
            case let .view(view):
                controller.popoverPresentationController?.sourceView = view
                controller.popoverPresentationController?.sourceRect = view.bounds
            }
            controller.popoverPresentationController?.permittedArrowDirections = config.arrowDirection
            controller.popoverPresentationController?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                print("A UINavigationController cannot be pushed; presenting \(controller) modally.")
                present(controller, animated: animated)
                return
            }
            navigationController?.pushViewController(controller, animated: animated) // locate-here
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigationStyle):
            if case .withNavigation = navigationStyle {
                showDetailViewController(UINavigationController(rootViewController: controller), sender: self)
            } else {
                showDetailViewController(controller, sender: self)
            }
        case let .custom(delegate):
            CustomPresentationKeeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}

@MainActor
private enum CustomPresentationKeeper {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}
