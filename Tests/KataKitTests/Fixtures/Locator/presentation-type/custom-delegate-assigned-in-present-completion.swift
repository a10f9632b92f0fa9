// locator-case: presentCustom sets transitioningDelegate only in present's completion, after the presentation already started, so UIKit never asks it for the half-sheet presentation controller; set it before present
// batch: 25
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum KeptDelegates {
    static var byPresented: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller) (\(type)): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrapped(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentPopover(controller, config: config, animated: animated)
        case .push:
            pushDetails(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrapped(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func presentPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
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

    private func pushDetails(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            present(controller, animated: animated)
            return
        }
        guard let navigation = navigationController else {
            show(controller, sender: self)
            return
        }
        navigation.pushViewController(controller, animated: animated)
    }

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) {
        KeptDelegates.byPresented[ObjectIdentifier(controller)] = delegate
        controller.modalPresentationStyle = .custom
        present(controller, animated: animated) {
            controller.transitioningDelegate = delegate // locate-here
        }
    }

    private func wrapped(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
