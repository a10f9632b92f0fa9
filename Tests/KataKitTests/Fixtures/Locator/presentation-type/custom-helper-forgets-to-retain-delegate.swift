// locator-case: the custom helper sets .custom and the transitioningDelegate but keeps no strong reference to the delegate (transitioningDelegate is weak); store it (e.g. in a static dictionary) before presenting
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
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrap(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
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
            present(controller, animated: animated)
        case .push:
            pushOrShow(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, using: delegate, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }

    private func pushOrShow(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            present(controller, animated: animated)
        } else if let navigation = navigationController {
            navigation.pushViewController(controller, animated: animated)
        } else {
            show(controller, sender: self)
        }
    }

    private func presentCustom(_ controller: UIViewController, using delegate: UIViewControllerTransitioningDelegate,
                               animated: Bool) { // locate-here
        controller.modalPresentationStyle = .custom // locate-here
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}
