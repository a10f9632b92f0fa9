// locator-case: the push case asks the controller being pushed for its navigationController (always nil) instead of the presenter's own, so it never pushes and always falls back to show; it should be `navigationController` (self's)
// batch: 21
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
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            guard isInWindow(presenting: controller) else { return }
            let target = embedded(controller, navigation)
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)

        case let .popover(config):
            guard isInWindow(presenting: controller) else { return }
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            if case let .view(anchor) = config.source {
                popover?.sourceView = anchor
                popover?.sourceRect = anchor.bounds
            } else if case let .barButtonItem(item) = config.source {
                popover?.barButtonItem = item
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                print("Refusing to push \(controller): it is a navigation controller; presenting it instead")
                guard isInWindow(presenting: controller) else { return }
                present(controller, animated: animated)
            } else if let navigation = controller.navigationController { // locate-here
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)

        case let .custom(delegate):
            guard isInWindow(presenting: controller) else { return }
            Self.customDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// `transitioningDelegate` is weak, so the delegates live here.
    private static var customDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func isInWindow(presenting controller: UIViewController) -> Bool {
        if viewIfLoaded?.window != nil { return true }
        print("\(self) is not in a window: not presenting \(controller)")
        return false
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
