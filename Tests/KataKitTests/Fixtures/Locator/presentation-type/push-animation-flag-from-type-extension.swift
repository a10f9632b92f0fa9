// locator-case: a PresentationType extension says .push and .show never animate, and the push path passes animated && type.animatesTransition, so a push is never animated; .push should pass animated through (only .show, which has no flag, can say false).
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif


// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension PresentationType {
    /// Whether the caller's `animated` flag applies to this kind of presentation.
    var animatesTransition: Bool {
        switch self {
        case .push, .show: // locate-here
            return false
        case .modal, .popover, .showDetail, .custom:
            return true
        }
    }
}

extension UIViewController {
    private static var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let window = viewIfLoaded?.window else {
            print("Nothing presented: \(self)'s view is not in a window.")
            return
        }
        _ = window
        let animate = animated && type.animatesTransition
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrap(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animate)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch config.source {
            case let .barButtonItem(item): popover.barButtonItem = item
            case let .view(source):
                popover.sourceView = source
                popover.sourceRect = source.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animate)
        case .push:
            guard !(controller is UINavigationController) else {
                print("Refusing to push \(controller): it is a navigation controller.")
                return
            }
            if let navigationController {
                navigationController.pushViewController(controller, animated: animate)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            Self.keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animate)
        }
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
