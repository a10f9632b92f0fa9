// locator-case: .custom keeps and sets the transitioning delegate but never sets modalPresentationStyle = .custom, so UIKit never asks it
// batch: 4
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension UIViewController {
    /// Owns the transitioning delegates of custom presentations (UIKit keeps them weakly).
    @MainActor private static var transitionDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("Not presenting \(controller): \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            presentModally(controller, navigation, presentationStyle, transitionStyle, animated: animated)
        case let .popover(config):
            presentPopover(controller, config, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate, animated: animated)
        }
    }

    private func presentModally(_ controller: UIViewController, _ navigation: NavigationStyle,
                                _ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle,
                                animated: Bool) {
        let presented = wrap(controller, navigation)
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        present(presented, animated: animated)
    }

    private func presentPopover(_ controller: UIViewController, _ config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        switch config.source {
        case let .barButtonItem(item): popover?.barButtonItem = item
        case let .view(view):
            popover?.sourceView = view
            popover?.sourceRect = view.bounds
        }
        popover?.permittedArrowDirections = config.arrowDirection
        popover?.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func presentCustom(_ controller: UIViewController, _ delegate: UIViewControllerTransitioningDelegate,
                               animated: Bool) {
        UIViewController.transitionDelegates[ObjectIdentifier(controller)] = delegate
        controller.transitioningDelegate = delegate  // locate-here
        present(controller, animated: animated)  // locate-here
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
