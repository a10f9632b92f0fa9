// locator-case: .showDetail(.withNavigation) shows the bare controller, never wrapping it in a navigation controller
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum KeptTransitioningDelegates {
    static var byPresented: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = inNavigation(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            showPopover(controller, config: config, animated: animated)
        case .push:
            pushOrShow(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case .showDetail:
            showDetailViewController(controller, sender: self)  // locate-here
        case let .custom(delegate):
            KeptTransitioningDelegates.byPresented[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func showPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        switch config.source {
        case let .barButtonItem(item):
            popover?.barButtonItem = item
        case let .view(source):
            popover?.sourceView = source
            popover?.sourceRect = source.bounds
        }
        popover?.permittedArrowDirections = config.arrowDirection
        popover?.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func pushOrShow(_ controller: UIViewController, animated: Bool) {
        if let navigation = navigationController, !(controller is UINavigationController) {
            navigation.pushViewController(controller, animated: animated)
        } else {
            show(controller, sender: self)
        }
    }

    private func inNavigation(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
