// locator-case: the "not in a window" guard only checks isViewLoaded, so a loaded presenter in no window still presents
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum Keeper {
    /// transitioningDelegate is weak: keep it here, keyed by the presented controller.
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // Presenting from a controller that is not on screen shows nothing.
        guard isViewLoaded else {  // locate-here
            print("\(self) is not in a window: not presenting \(controller)")
            return
        }

        switch type {
        case .modal(let navigation, let presentation, let transition):
            var shown = controller
            if case .withNavigation = navigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentation
            shown.modalTransitionStyle = transition
            present(shown, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case .barButtonItem(let item): popover.barButtonItem = item
                case .view(let source):
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            var detail = controller
            if case .withNavigation = navigation {
                detail = UINavigationController(rootViewController: controller)
            }
            showDetailViewController(detail, sender: self)

        case .custom(let delegate):
            Keeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }
}
