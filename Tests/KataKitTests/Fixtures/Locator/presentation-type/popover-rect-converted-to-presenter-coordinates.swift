// locator-case: For a view-sourced popover the learner converts the source view's bounds into the presenter's view coordinates for sourceRect; sourceRect is in the source view's own coordinates, so it should be source.bounds.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
enum TransitioningDelegateStore {
    static var retained: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("[present] \(self) is off screen; not showing \(controller).")
            return
        }

        switch type {
        case .modal(let nav, let style, let transition):
            let target: UIViewController
            if case .withNavigation = nav {
                target = UINavigationController(rootViewController: controller)
            } else {
                target = controller
            }
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let pop = controller.popoverPresentationController else { return }
            switch config.source {
            case .view(let anchor):
                pop.sourceView = anchor
                pop.sourceRect = anchor.convert(anchor.bounds, to: view) // locate-here
            case .barButtonItem(let item):
                pop.barButtonItem = item
            }
            pop.permittedArrowDirections = config.arrowDirection
            pop.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let nav = navigationController {
                nav.pushViewController(controller, animated: animated)
            } else {
                print("[present] no navigation controller around \(self); showing instead of pushing.")
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let nav):
            switch nav {
            case .none:
                showDetailViewController(controller, sender: self)
            case .withNavigation:
                showDetailViewController(UINavigationController(rootViewController: controller), sender: self)
            }

        case .custom(let transitioning):
            TransitioningDelegateStore.retained[ObjectIdentifier(controller)] = transitioning
            controller.transitioningDelegate = transitioning
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }
}
